import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { emailAccountsQuery } from '@/features/email';
import { mailingAddressLines, profileIdentityQuery } from '@/features/profile';
import { debtDetailsQuery, settlementQuery } from '@/features/settlement';
import { compareIso, todayIn } from '@/shared/lib/dates';
import { addressLines } from '@/shared/lib/us-address';
import { useSession } from '@/shared/session';
import { LoadingBlock, ReadFailed } from '@/shared/ui';
import { lettersQuery } from '../api/letters.queries';
import { acknowledgesDebt, type LetterKind } from '../model/letters';
import {
  limitationEstimate,
  needsRestartWarning,
  RESTART_WARNING,
  restartRule,
  stateLimitation,
  TIME_BARRED_TEXT,
  VERIFY_TEXT,
} from '../model/limitations';
import { ContactLogPanel } from './contact-log';
import { DisputeWindowPanel } from './dispute-window';
import { LetterList } from './letter-list';
import { LetterModal, type LetterWarning } from './letter-modal';
import { LimitationsNote } from './limitations-note';
import { LETTERS_LOAD_FAILED } from './messages';
import styles from './letters.module.css';

export interface LettersSectionProps {
  /** The debt the letters are about. */
  tradeline: { id: string; account_name: string; current_balance: number };
}

const NO_IDENTITY = {
  state: null,
  full_name: null,
  address_line1: null,
  address_line2: null,
  city: null,
  postal_code: null,
} as const;

/** The browser's own time zone, when the profile names no state. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A debt's letters and collector rules (issue 28), self-contained: the letters filled from the
 * profile and the debt, the validation window, the limitations estimate and the contact log.
 */
export function LettersSection({ tradeline }: LettersSectionProps) {
  const userId = useSession()?.user_id ?? '';
  const enabled = userId !== '';
  const letters = useQuery({ ...lettersQuery(userId), enabled });
  const details = useQuery(debtDetailsQuery(tradeline.id));
  const profile = useQuery({ ...profileIdentityQuery(userId), enabled });
  // The deflection address is extra: the letters fall back to the mailing address without it.
  const inboxes = useQuery({ ...emailAccountsQuery(userId), enabled });
  // So is the offer log (a subscription's): without it the offer letter asks for an offer.
  const workspace = useQuery(settlementQuery(tradeline.id));
  const [open, setOpen] = useState<LetterKind | null>(null);
  const today = todayIn();
  const name = tradeline.account_name.trim() || 'Unnamed debt';
  const reads = [letters, details, profile];

  let body;
  if (reads.some((read) => read.isError)) {
    body = <ReadFailed reads={reads}>{LETTERS_LOAD_FAILED}</ReadFailed>;
  } else if (!letters.data || !details.data || profile.data === undefined) {
    body = <LoadingBlock label="Loading the letters" lines={4} />;
  } else {
    // No profile yet (null): nothing of the sender is known.
    const identity = profile.data ?? NO_IDENTITY;
    const mine = letters.data.find((entry) => entry.tradeline_id === tradeline.id);
    const sent = mine?.sent ?? [];
    const state = identity.state;
    const timeZone = (state && stateLimitation(state)?.time_zone) || browserTimeZone();
    const inbox = inboxes.data?.find((account) => account.active) ?? null;
    const lastOffer =
      (workspace.data?.offers ?? [])
        .filter((offer) => offer.by === 'me')
        .sort((a, b) => compareIso(b.date, a.date) || compareIso(b.created_at, a.created_at))[0] ??
      null;
    const estimate =
      state && details.data.last_payment_date
        ? limitationEstimate(state, details.data.last_payment_date, today)
        : null;
    const warning: LetterWarning | null =
      open && acknowledgesDebt(open) && estimate && needsRestartWarning(estimate)
        ? {
            title:
              estimate.status === 'time_barred'
                ? `${TIME_BARRED_TEXT}: before you send this letter`
                : 'Near the time limit to sue: before you send this letter',
            text: `${RESTART_WARNING} ${restartRule(estimate.state).text} ${VERIFY_TEXT}.`,
            source: restartRule(estimate.state).source,
          }
        : null;
    const facts = {
      today,
      sender: {
        full_name: identity.full_name,
        address: mailingAddressLines({ ...identity, full_name: null }),
      },
      debt: {
        account_name: tradeline.account_name,
        current_balance: tradeline.current_balance,
        holder_kind: details.data.holder_kind,
        collector_name: details.data.collector_name,
        account_last_four: details.data.account_last_four,
        mailing_address: details.data.mailing_address
          ? addressLines(details.data.mailing_address)
          : null,
      },
      deflection_email: inbox?.email_address ?? null,
      last_offer: lastOffer ? { amount: lastOffer.amount, payments: lastOffer.payments } : null,
    };
    body = (
      <>
        <LimitationsNote
          state={state}
          lastPaymentDate={details.data.last_payment_date}
          today={today}
        />
        <DisputeWindowPanel
          window={mine?.window ?? null}
          today={today}
          userId={userId}
          tradelineId={tradeline.id}
        />
        <section className={styles.part} aria-label="Letters to send">
          <h5 className={styles.partTitle}>Letters to send</h5>
          <p className={styles.muted}>
            Each letter is filled from your profile and this debt&rsquo;s details (What we know
            about the debt, at the top of this page); what is missing shows in brackets, with where
            to fill it in.
          </p>
          <LetterList sent={sent} onOpen={setOpen} />
        </section>
        <ContactLogPanel tradelineId={tradeline.id} timeZone={timeZone} today={today} />
        <LetterModal
          kind={open}
          onClose={() => setOpen(null)}
          facts={facts}
          userId={userId}
          tradelineId={tradeline.id}
          sent={sent.filter((letter) => letter.kind === open)}
          warning={warning}
          onFill={(where) => {
            setOpen(null);
            // The workspace's cards carry these ids (the settlement slice's screens).
            const id = where === 'details' ? 'debt-details' : 'offer-log';
            requestAnimationFrame(() =>
              document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
            );
          }}
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-label={`${name}: Letters`}>
      <h4 className={styles.title}>Letters</h4>
      {body}
    </section>
  );
}

export default LettersSection;
