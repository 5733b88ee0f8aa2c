import { useState } from 'react';
import { detailOr } from '@/shared/api';
import { Alert, Button, Modal } from '@/shared/ui';
import { useStartCall } from '../api/use-timeline-mutations';
import { CALL_FAILED, CALL_MISSING_DATA, CALL_STARTED, callQuestion } from './call-messages';

/** The step a call is about, and the debt whose creditor is called. */
export interface CallTarget {
  step: string;
  tradelineName: string;
}

type CallResult = { tone: 'success' | 'error'; message: string };

interface CallDialogProps {
  /** The signed-in user; a call needs one. */
  userId: string | null | undefined;
  /** The open dialog's subject; null when closed. */
  target: CallTarget | null;
  onClose: () => void;
}

/** Spec section 4: confirm, request the call, then say how it went. */
export function CallDialog({ userId, target, onClose }: CallDialogProps) {
  const startCall = useStartCall(userId ?? '');
  const [result, setResult] = useState<CallResult | null>(null);

  const close = () => {
    if (startCall.isPending) return;
    setResult(null);
    startCall.reset();
    onClose();
  };

  const confirm = () => {
    const name = target?.tradelineName.trim();
    if (!userId || !name) {
      setResult({ tone: 'error', message: CALL_MISSING_DATA });
      return;
    }
    startCall.mutate(name, {
      onSuccess: () => setResult({ tone: 'success', message: CALL_STARTED }),
      onError: (error) => setResult({ tone: 'error', message: detailOr(error, CALL_FAILED) }),
    });
  };

  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Call your creditor"
      description={result ? undefined : target ? callQuestion(target.step) : undefined}
      dismissible={!startCall.isPending}
      size="sm"
      actions={
        result ? (
          <Button onClick={close}>OK</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={startCall.isPending}>
              No
            </Button>
            <Button onClick={confirm} busy={startCall.isPending}>
              {startCall.isPending ? 'Starting call...' : 'Yes'}
            </Button>
          </>
        )
      }
    >
      {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
    </Modal>
  );
}
