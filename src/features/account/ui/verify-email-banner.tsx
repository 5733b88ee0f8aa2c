import { detailOr } from '@/shared/api';
import { Alert, Button } from '@/shared/ui';
import { RESEND_FAILED, verifyBanner } from '../model/messages';
import { useResendVerification } from '../api/use-account-mutations';

/**
 * Above every portal page until the address is verified (issue 29, point 3): the portal shell
 * loads it only when the account says `email_verified: false`.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    // A standing notice is polite (status); only a failed resend is announced at once.
    <Alert
      tone={resend.isError ? 'error' : resend.isSuccess ? 'success' : 'info'}
      title="Confirm your email"
      action={
        resend.isSuccess ? null : (
          <Button
            size="sm"
            variant="secondary"
            busy={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? 'Sending...' : 'Resend'}
          </Button>
        )
      }
    >
      {resend.isSuccess
        ? resend.data.message
        : resend.isError
          ? detailOr(resend.error, RESEND_FAILED)
          : verifyBanner(email)}
    </Alert>
  );
}
