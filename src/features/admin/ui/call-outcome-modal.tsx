import { useId, useState } from 'react';
import { Alert, Button, Modal, notify } from '@/shared/ui';
import { detailOr } from '@/shared/api';
import { useResolveCall } from '../api/calls.queries';
import { CALL_NOTE_MAX, type AdminCall } from '../contract';
import { ADMIN_MESSAGES } from '../model/messages';
import styles from './admin.module.css';

export interface OutcomeRequest {
  call: AdminCall;
  status: 'placed' | 'failed';
}

interface CallOutcomeModalProps {
  request: OutcomeRequest | null;
  onClose: () => void;
}

/** Records how a claimed call went, with a note; a failed save keeps the note. */
export function CallOutcomeModal({ request, onClose }: CallOutcomeModalProps) {
  return request ? (
    <OutcomeForm key={request.call.call_id + request.status} request={request} onClose={onClose} />
  ) : null;
}

function OutcomeForm({ request, onClose }: { request: OutcomeRequest; onClose: () => void }) {
  const { call, status } = request;
  const resolve = useResolveCall();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const noteId = useId();
  const errorId = useId();
  const placed = status === 'placed';

  const save = () => {
    if (note.trim() === '') {
      setMissing(true);
      return;
    }
    resolve.mutate(
      { callId: call.call_id, outcome: { status, note } },
      {
        onSuccess: () => {
          notify.success(placed ? 'Call marked placed' : 'Call marked failed');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={placed ? 'Mark the call placed' : 'Mark the call failed'}
      description={`${call.email} about ${call.tradeline_name}${call.step ? ` (${call.step})` : ''}.`}
      dismissible={!resolve.isPending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={resolve.isPending}>
            Cancel
          </Button>
          <Button variant={placed ? 'primary' : 'danger'} busy={resolve.isPending} onClick={save}>
            {resolve.isPending ? 'Saving...' : placed ? 'Save: placed' : 'Save: failed'}
          </Button>
        </>
      }
    >
      <label className={styles.fieldLabel} htmlFor={noteId}>
        Note
      </label>
      <textarea
        id={noteId}
        className={styles.textarea}
        value={note}
        maxLength={CALL_NOTE_MAX}
        required
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? errorId : undefined}
        placeholder={
          placed ? 'What was agreed with the creditor' : 'Why the call could not be placed'
        }
        onChange={(event) => {
          setNote(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
      />
      {missing ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {ADMIN_MESSAGES.noteRequired}
        </p>
      ) : null}
      {resolve.isError ? (
        <Alert>{detailOr(resolve.error, ADMIN_MESSAGES.outcomeFailed)}</Alert>
      ) : null}
    </Modal>
  );
}
