import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Modal, TextAreaField, notify } from '@/shared/ui';
import { detailOr } from '@/shared/api';
import { useResolveCall, type AdminCall } from '@/features/calls';
import { CALL_NOTE_MAX } from '../contract';
import { ADMIN_MESSAGES } from '../model/messages';
import { OutcomeFormSchema, outcomeMessage, type OutcomeFormValues } from '../model/outcome-form';

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
  const formId = useId();
  const placed = status === 'placed';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OutcomeFormValues>({
    resolver: zodResolver(OutcomeFormSchema, { error: outcomeMessage }),
    defaultValues: { note: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The note is sent trimmed, as the contract reads it.
  const save = handleSubmit(({ note }) =>
    resolve.mutate(
      { callId: call.call_id, outcome: { status, note } },
      {
        onSuccess: () => {
          notify.success(placed ? 'Call marked placed' : 'Call marked failed');
          onClose();
        },
      },
    ),
  );

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
          <Button
            type="submit"
            form={formId}
            variant={placed ? 'primary' : 'danger'}
            busy={resolve.isPending}
          >
            {resolve.isPending ? 'Saving...' : placed ? 'Save: placed' : 'Save: failed'}
          </Button>
        </>
      }
    >
      <form method="dialog" id={formId} onSubmit={save} noValidate>
        <TextAreaField
          label="Note"
          maxLength={CALL_NOTE_MAX}
          required
          error={errors.note?.message}
          placeholder={
            placed ? 'What was agreed with the creditor' : 'Why the call could not be placed'
          }
          {...register('note')}
        />
      </form>
      {resolve.isError ? (
        <Alert>{detailOr(resolve.error, ADMIN_MESSAGES.outcomeFailed)}</Alert>
      ) : null}
    </Modal>
  );
}
