/**
 * The settlement workspace of one debt (issue 27), at `/portal/take-action/debts/{id}`: what we
 * know about it, the plan, the offer log, the written agreement with its payments, taxes, and the
 * debt's letters (issue 28; free, so shown with or without the tools entitlement). Without the
 * tools entitlement it shows what it would do and how to subscribe.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { COMPANION_PARAM, useCallCompanion } from '@/features/companion';
import { emailAccountsQuery } from '@/features/email';
import { EntitlementExplanation } from '@/features/enrollment';
import { LazyLettersSection, lettersQuery } from '@/features/letters';
import { profileIdentityQuery } from '@/features/profile';
import { eventsQuery, labelEvents } from '@/features/timeline';
import { tradelinesQuery, type Tradeline } from '@/features/tradelines';
import { isResolved } from '@/shared/lib/debt-states';
import { isApiError } from '@/shared/api';
import { DETAILS } from '@/shared/api/details';
import type { FirstReads } from '@/shared/api/first-reads';
import { useSession } from '@/shared/session';
import { Alert, Button, ButtonLink, Card, LoadingBlock, ReadFailed } from '@/shared/ui';
import { Page } from '@/shared/ui/page/page';
import { debtDetailsQuery, settlementQuery } from '../api/settlement.queries';
import { AgreementCard } from '../ui/agreement-card';
import { DetailsCard } from '../ui/details-card';
import { OffersCard } from '../ui/offers-card';
import { PlanCard } from '../ui/plan-card';
import { TaxesCard } from '../ui/taxes-card';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from '../ui/settlement.module.css';

export const DEBTS_LOAD_FAILED = 'Could not load your debts. Please try again.';
export const WORKSPACE_LOAD_FAILED = 'Could not load this settlement workspace. Please try again.';
export const DEBT_NOT_FOUND = 'This debt is not among your lines of credit.';

/**
 * What the workspace shows, read when the app starts on it or a link to it is hovered, focused
 * or touched: the debt among the user's, its steps, its offers and agreement, what we know about
 * it, and what its letters are filled from. Opened from Take action, the page then renders with
 * its data instead of its loading boxes (docs/decisions.md SW-15).
 */
export const firstReads: FirstReads = (client, userId, { id = '' }) => [
  () => client.prefetchQuery(tradelinesQuery(userId)),
  () => client.prefetchQuery(settlementQuery(id)),
  () => client.prefetchQuery(debtDetailsQuery(id)),
  () => client.prefetchQuery(eventsQuery(userId)),
  () => client.prefetchQuery(profileIdentityQuery(userId)),
  () => client.prefetchQuery(lettersQuery(userId)),
  () => client.prefetchQuery(emailAccountsQuery(userId)),
];

export default function SettlementPage() {
  const { id = '' } = useParams();
  const userId = useSession()?.user_id ?? '';
  const tradelines = useQuery({ ...tradelinesQuery(userId), enabled: userId !== '' });
  const tradeline = tradelines.data?.find((item) => item.id === id);
  const name = tradeline ? tradeline.account_name.trim() || 'Unnamed debt' : 'your debt';
  const companion = useSearchParams()[0].get(COMPANION_PARAM) === id;

  let body;
  if (tradelines.isError) body = <ReadFailed reads={[tradelines]}>{DEBTS_LOAD_FAILED}</ReadFailed>;
  else if (!tradelines.data) body = <LoadingBlock label="Loading the debt" lines={6} />;
  else if (!tradeline) body = <Alert>{DEBT_NOT_FOUND}</Alert>;
  else
    body = (
      <WithCompanion
        userId={userId}
        tradeline={tradeline}
        otherDebts={tradelines.data
          .filter((item) => item.id !== tradeline.id)
          .reduce((sum, item) => sum + item.owed, 0)}
      />
    );

  return (
    <Page
      title={`Settle ${name}`}
      headingLevel={2}
      // Room for the call companion beside the workspace while it is open.
      width={companion ? 'wide' : 'normal'}
      lead="Plan your offers, log what was said, check the written agreement before paying, record the payments and see what the settlement means at tax time."
    >
      <p>
        <Link to="/portal/take-action">Back to Take action</Link>
      </p>
      {body}
    </Page>
  );
}

type Debt = Pick<Tradeline, 'id' | 'uuid' | 'account_name' | 'current_balance' | 'state'>;

interface WorkspaceProps {
  userId: string;
  tradeline: Debt;
  /** What the user's other debts still owe, for the tax worksheet. */
  otherDebts: number;
}

/** The workspace with its debt's call companion: beside it on a wide screen, full screen on a phone. */
function WithCompanion({ userId, tradeline, otherDebts }: WorkspaceProps) {
  const companion = useCallCompanion(userId, tradeline, !isResolved(tradeline.state));
  return (
    <div className={companion.open ? styles.withCompanion : undefined}>
      <div className={layout.stack}>
        <div>{companion.control}</div>
        <Workspace userId={userId} tradeline={tradeline} otherDebts={otherDebts} />
      </div>
      {companion.panel}
    </div>
  );
}

function Workspace({ userId, tradeline, otherDebts }: WorkspaceProps) {
  const workspace = useQuery(settlementQuery(tradeline.id));
  // A settled debt's workspace is its read-only record (its state, from the tradeline).
  const readOnly = isResolved(tradeline.state);
  const events = useQuery({ ...eventsQuery(userId), enabled: userId !== '' });
  const steps = labelEvents(
    (events.data ?? []).filter((event) => event.tradeline_uuid === tradeline.uuid),
  );

  const refusal =
    isApiError(workspace.error) && workspace.error.status === 402 ? workspace.error : null;
  let tools;
  if (refusal) tools = <NotSubscribed detail={refusal.detail} />;
  else if (workspace.isError)
    tools = <ReadFailed reads={[workspace]}>{WORKSPACE_LOAD_FAILED}</ReadFailed>;
  else if (!workspace.data) tools = <LoadingBlock label="Loading the workspace" lines={6} />;
  else {
    // What the offer log and the agreement both read besides their own records.
    const record = { userId, tradeline, steps, readOnly };
    tools = (
      <>
        <OffersCard {...record} offers={workspace.data.offers} />
        <AgreementCard {...record} agreement={workspace.data.agreement} />
        <TaxesCard
          tradeline={tradeline}
          agreement={workspace.data.agreement}
          otherDebts={otherDebts}
        />
      </>
    );
  }

  return (
    <div className={layout.stack}>
      <DetailsCard userId={userId} tradeline={tradeline} />
      <PlanCard userId={userId} tradeline={tradeline} steps={steps} />
      {tools}
      <LazyLettersSection tradeline={tradeline} />
    </div>
  );
}

/** What the workspace would do, and the way to a subscription (the entitlement explanation). */
function NotSubscribed({ detail }: { detail: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title="Your settlement tools" headingLevel={3}>
      <p>With a subscription, this workspace keeps your settlement on track:</p>
      <ul>
        <li>an offer log with the gap between the last two offers;</li>
        <li>a written-agreement checklist before you pay, with the letter attached;</li>
        <li>the payments, and the debt shown as settled with what you saved;</li>
        <li>an estimate of the forgiven amount at tax time (Form 1099-C, insolvency).</li>
      </ul>
      <p className={layout.muted}>{detail}</p>
      <div>
        <Button onClick={() => setOpen(true)}>How to start</Button>{' '}
        <ButtonLink to="/portal/manage-enrollment" variant="secondary">
          Manage my enrollment
        </ButtonLink>
      </div>
      <EntitlementExplanation
        feature="tools"
        refusal={
          open
            ? {
                entitled: false,
                missing: 'subscription',
                detail: detail || DETAILS.subscriptionRequired,
              }
            : null
        }
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
