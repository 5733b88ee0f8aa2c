import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PHONE_INVALID,
  PHONE_REQUIRED,
  PhoneSchema,
  accountQuery,
  useUpdateAccount,
} from '@/features/profile';
import { detailOr } from '@/shared/api';
import { Alert, Button, Modal, TextField } from '@/shared/ui';
import {
  CALL_FAILED,
  CALL_MISSING_DATA,
  CALL_PHONE_SAVE_FAILED,
  CALL_STARTED,
  callQuestion,
  useStartCall,
  type CallTarget,
} from '@/features/calls';
import styles from './take-action-page.module.css';

type CallResult = { tone: 'success' | 'error'; message: string };

interface CallDialogProps {
  /** The signed-in user; a call needs one. */
  userId: string | null | undefined;
  /** The open dialog's subject; null when closed. */
  target: CallTarget | null;
  onClose: () => void;
}

/** A typed phone number's problem, in the profile's words; undefined when it will do. */
function phoneError(typed: string): string | undefined {
  if (!typed.trim()) return PHONE_REQUIRED;
  return PhoneSchema.safeParse(typed).success ? undefined : PHONE_INVALID;
}

/**
 * Spec section 4: confirm, request the call, then say how it went. The dialog names the creditor
 * and the number that will ring; without a phone number on the profile it asks for one, saves it
 * to the profile, then asks for the call (issue 33 point 4).
 */
export function CallDialog({ userId, target, onClose }: CallDialogProps) {
  const startCall = useStartCall(userId ?? '');
  const savePhone = useUpdateAccount(userId ?? '');
  const account = useQuery({
    ...accountQuery(userId ?? ''),
    enabled: Boolean(userId) && target !== null,
  });
  const [result, setResult] = useState<CallResult | null>(null);
  const [phone, setPhone] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const busy = startCall.isPending || savePhone.isPending;
  const needsPhone = account.data !== undefined && !account.data.phone_number;
  const typedError = needsPhone && phoneTouched ? phoneError(phone) : undefined;

  const close = () => {
    if (busy) return;
    setResult(null);
    setPhoneTouched(false);
    startCall.reset();
    savePhone.reset();
    onClose();
  };

  const call = (name: string) =>
    startCall.mutate(name, {
      onSuccess: () => setResult({ tone: 'success', message: CALL_STARTED }),
      onError: (error) => setResult({ tone: 'error', message: detailOr(error, CALL_FAILED) }),
    });

  const confirm = () => {
    const name = target?.tradelineName.trim();
    if (!userId || !name) {
      setResult({ tone: 'error', message: CALL_MISSING_DATA });
      return;
    }
    if (!needsPhone) return call(name);
    setPhoneTouched(true);
    if (phoneError(phone)) return;
    // The number is kept on the profile, so the agent has it and the next call needs no asking.
    savePhone.mutate({ phone_number: phone.trim() }, { onSuccess: () => call(name) });
  };

  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Call your creditor"
      description={result ? undefined : target ? callQuestion(target.step) : undefined}
      dismissible={!busy}
      size="sm"
      actions={
        result ? (
          <Button onClick={close}>OK</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              No
            </Button>
            <Button onClick={confirm} busy={busy} disabled={account.isPending && Boolean(userId)}>
              {busy ? 'Starting call...' : 'Yes'}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <Alert tone={result.tone}>{result.message}</Alert>
      ) : target ? (
        <>
          <dl className={styles.callFacts}>
            <div>
              <dt>Creditor</dt>
              <dd>{target.tradelineName.trim() || 'Unnamed debt'}</dd>
            </div>
            <div>
              <dt>We ring you at</dt>
              <dd>
                {account.isPending
                  ? '…'
                  : account.isError
                    ? 'the phone number on your profile'
                    : (account.data.phone_number ?? 'No phone number yet')}
              </dd>
            </div>
          </dl>
          {needsPhone ? (
            <TextField
              label="Your phone number"
              type="tel"
              autoComplete="tel"
              required
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              onBlur={() => setPhoneTouched(true)}
              error={typedError}
              hint="We save it to your profile and ring it for this call."
            />
          ) : null}
          {savePhone.isError ? (
            <Alert>{detailOr(savePhone.error, CALL_PHONE_SAVE_FAILED)}</Alert>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
