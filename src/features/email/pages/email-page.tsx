import { useQuery } from '@tanstack/react-query';
import { programQuery } from '@/features/enrollment';
import { useSession } from '@/shared/session';
import { Alert, Button, ButtonLink, EmptyState, LoadingBlock, Page } from '@/shared/ui';
import { EmailInbox } from '../ui/email-inbox';

const TITLE = 'Your Email Account';

/**
 * The email page, open only when the user's program has email deflection on (spec section 6);
 * the inbox is not even fetched otherwise.
 */
export default function EmailPage() {
  const user = useSession();
  const userId = user?.user_id ?? '';
  const program = useQuery({ ...programQuery(userId), enabled: userId !== '' });

  let content;
  if (program.isPending) {
    content = <LoadingBlock label="Loading your program" />;
  } else if (program.isError) {
    content = (
      <Alert
        tone="error"
        title="Could not check your program"
        action={
          <Button variant="secondary" size="sm" onClick={() => void program.refetch()}>
            Try again
          </Button>
        }
      >
        The email page needs your program. Please try again.
      </Alert>
    );
  } else if (!program.data?.email_opt_in) {
    content = (
      <EmptyState
        title="Email deflection is off"
        action={<ButtonLink to="/portal/manage-enrollment">Manage my enrollment</ButtonLink>}
      >
        Your email page is available when your program has email deflection turned on. Turn it on
        under Manage my enrollment to get an inbox for your creditors&apos; emails.
      </EmptyState>
    );
  } else {
    content = <EmailInbox userId={userId} />;
  }

  return (
    <Page title={TITLE} headingLevel={2} width="wide">
      {content}
    </Page>
  );
}
