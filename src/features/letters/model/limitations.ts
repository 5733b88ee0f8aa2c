/**
 * The statute of limitations for suing on an open account (a credit card is one), per state and
 * DC: the years and the statute each row rests on, and the state's main IANA time zone (the
 * contact log's local time when the profile names the state). The years are the open-account
 * column of the published state tables, checked against the statute cited; courts in some
 * states apply the written-contract period to credit cards instead, and when the clock starts
 * (last payment, default, charge-off) varies. The estimate runs from the last payment. It is
 * an estimate, not legal advice: 'Verify with a lawyer in your state' stands beside it.
 * docs/decisions.md lists the tables consulted.
 */
import { addMonths, compareIso } from '@/shared/lib/dates';
import { usStateName } from '@/shared/lib/us-state-names';

export interface StateLimitation {
  /** USPS two-letter code. */
  code: string;
  name: string;
  /** Years to sue on an open account. */
  years: number;
  /** The statute the row rests on. */
  source: string;
  /** The IANA time zone where most of the state lives. */
  time_zone: string;
}

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const PT = 'America/Los_Angeles';

/** The table: each row's name is the state's (`usStateName`). */
const ROWS: readonly Omit<StateLimitation, 'name'>[] = [
  { code: 'AL', years: 3, source: 'Ala. Code § 6-2-37', time_zone: CT },
  { code: 'AK', years: 3, source: 'Alaska Stat. § 09.10.053', time_zone: 'America/Anchorage' },
  { code: 'AZ', years: 3, source: 'Ariz. Rev. Stat. § 12-543', time_zone: 'America/Phoenix' },
  { code: 'AR', years: 3, source: 'Ark. Code Ann. § 16-56-105', time_zone: CT },
  { code: 'CA', years: 4, source: 'Cal. Civ. Proc. Code § 337', time_zone: PT },
  { code: 'CO', years: 6, source: 'Colo. Rev. Stat. § 13-80-103.5', time_zone: MT },
  { code: 'CT', years: 6, source: 'Conn. Gen. Stat. § 52-576', time_zone: ET },
  { code: 'DE', years: 3, source: 'Del. Code Ann. tit. 10, § 8106', time_zone: ET },
  { code: 'DC', years: 3, source: 'D.C. Code § 12-301(7)', time_zone: ET },
  { code: 'FL', years: 4, source: 'Fla. Stat. § 95.11(3)', time_zone: ET },
  { code: 'GA', years: 4, source: 'Ga. Code Ann. § 9-3-25', time_zone: ET },
  { code: 'HI', years: 6, source: 'Haw. Rev. Stat. § 657-1(1)', time_zone: 'Pacific/Honolulu' },
  { code: 'ID', years: 4, source: 'Idaho Code § 5-217', time_zone: 'America/Boise' },
  { code: 'IL', years: 5, source: '735 Ill. Comp. Stat. 5/13-205', time_zone: CT },
  {
    code: 'IN',
    years: 6,
    source: 'Ind. Code § 34-11-2-7',
    time_zone: 'America/Indiana/Indianapolis',
  },
  { code: 'IA', years: 5, source: 'Iowa Code § 614.1(4)', time_zone: CT },
  { code: 'KS', years: 3, source: 'Kan. Stat. Ann. § 60-512', time_zone: CT },
  { code: 'KY', years: 5, source: 'Ky. Rev. Stat. § 413.120', time_zone: ET },
  { code: 'LA', years: 3, source: 'La. Civ. Code art. 3494', time_zone: CT },
  { code: 'ME', years: 6, source: 'Me. Rev. Stat. tit. 14, § 752', time_zone: ET },
  { code: 'MD', years: 3, source: 'Md. Code, Cts. & Jud. Proc. § 5-101', time_zone: ET },
  { code: 'MA', years: 6, source: 'Mass. Gen. Laws ch. 260, § 2', time_zone: ET },
  { code: 'MI', years: 6, source: 'Mich. Comp. Laws § 600.5807', time_zone: 'America/Detroit' },
  { code: 'MN', years: 6, source: 'Minn. Stat. § 541.05', time_zone: CT },
  { code: 'MS', years: 3, source: 'Miss. Code Ann. § 15-1-29', time_zone: CT },
  { code: 'MO', years: 5, source: 'Mo. Rev. Stat. § 516.120', time_zone: CT },
  { code: 'MT', years: 5, source: 'Mont. Code Ann. § 27-2-202(3)', time_zone: MT },
  { code: 'NE', years: 4, source: 'Neb. Rev. Stat. § 25-206', time_zone: CT },
  { code: 'NV', years: 4, source: 'Nev. Rev. Stat. § 11.190(2)(c)', time_zone: PT },
  { code: 'NH', years: 3, source: 'N.H. Rev. Stat. Ann. § 508:4', time_zone: ET },
  { code: 'NJ', years: 6, source: 'N.J. Stat. Ann. § 2A:14-1', time_zone: ET },
  { code: 'NM', years: 4, source: 'N.M. Stat. Ann. § 37-1-4', time_zone: MT },
  {
    code: 'NY',
    years: 3,
    source: 'N.Y. C.P.L.R. § 214-i (consumer credit, since 2022)',
    time_zone: ET,
  },
  { code: 'NC', years: 3, source: 'N.C. Gen. Stat. § 1-52(1)', time_zone: ET },
  { code: 'ND', years: 6, source: 'N.D. Cent. Code § 28-01-16', time_zone: CT },
  { code: 'OH', years: 4, source: 'Ohio Rev. Code § 2305.07 (as amended 2021)', time_zone: ET },
  { code: 'OK', years: 3, source: 'Okla. Stat. tit. 12, § 95(A)(2)', time_zone: CT },
  { code: 'OR', years: 6, source: 'Or. Rev. Stat. § 12.080', time_zone: PT },
  { code: 'PA', years: 4, source: '42 Pa. Cons. Stat. § 5525', time_zone: ET },
  { code: 'RI', years: 10, source: 'R.I. Gen. Laws § 9-1-13', time_zone: ET },
  { code: 'SC', years: 3, source: 'S.C. Code Ann. § 15-3-530', time_zone: ET },
  { code: 'SD', years: 6, source: 'S.D. Codified Laws § 15-2-13', time_zone: CT },
  { code: 'TN', years: 6, source: 'Tenn. Code Ann. § 28-3-109', time_zone: CT },
  { code: 'TX', years: 4, source: 'Tex. Civ. Prac. & Rem. Code § 16.004', time_zone: CT },
  { code: 'UT', years: 4, source: 'Utah Code § 78B-2-307', time_zone: MT },
  { code: 'VT', years: 6, source: 'Vt. Stat. Ann. tit. 12, § 511', time_zone: ET },
  { code: 'VA', years: 3, source: 'Va. Code Ann. § 8.01-246(4)', time_zone: ET },
  { code: 'WA', years: 3, source: 'Wash. Rev. Code § 4.16.080(3)', time_zone: PT },
  { code: 'WV', years: 5, source: 'W. Va. Code § 55-2-6', time_zone: ET },
  { code: 'WI', years: 6, source: 'Wis. Stat. § 893.43', time_zone: CT },
  { code: 'WY', years: 8, source: 'Wyo. Stat. Ann. § 1-3-105(a)(ii)', time_zone: MT },
];

export const STATE_LIMITATIONS: readonly StateLimitation[] = ROWS.map((row) => ({
  ...row,
  name: usStateName(row.code)!,
}));

const BY_CODE: ReadonlyMap<string, StateLimitation> = new Map(
  STATE_LIMITATIONS.map((row) => [row.code, row]),
);

export function stateLimitation(code: string): StateLimitation | undefined {
  return BY_CODE.get(code);
}

/** How near the end a debt is when a payment or a written acknowledgment needs a warning. */
export const WARNING_MONTHS = 6;

export const VERIFY_TEXT = 'Verify with a lawyer in your state';
export const TIME_BARRED_TEXT = 'Possibly time-barred';
export const RESTART_WARNING =
  'In many states, a payment or a written acknowledgment of this debt can restart the time a creditor has to sue you. This is general information, not legal advice.';

export type LimitationStatus = 'running' | 'near' | 'time_barred';

export interface LimitationEstimate {
  state: StateLimitation;
  last_payment_date: string;
  /** The last day a suit could be filed, by this estimate. */
  ends: string;
  status: LimitationStatus;
}

/**
 * When the time to sue on the debt runs out, by the state's open-account period from the last
 * payment. On the last day the period still runs; from the next day the debt is possibly
 * time-barred; in the six months up to the last day, it is near.
 */
export function limitationEstimate(
  stateCode: string,
  lastPaymentDate: string,
  today: string,
): LimitationEstimate | null {
  const state = stateLimitation(stateCode);
  if (!state) return null;
  const ends = addMonths(lastPaymentDate, state.years * 12);
  let status: LimitationStatus = 'running';
  if (compareIso(today, ends) > 0) status = 'time_barred';
  else if (compareIso(today, addMonths(ends, -WARNING_MONTHS)) >= 0) status = 'near';
  return { state, last_payment_date: lastPaymentDate, ends, status };
}

export interface RestartRule {
  text: string;
  source: string;
}

/**
 * What the state's law says of a payment or a written acknowledgment after the time to sue.
 * New York's Consumer Credit Fairness Act (in force April 7, 2022) added C.P.L.R. 214-i: once
 * the time to sue on a consumer credit debt has run out, a payment or an acknowledgment does not
 * revive it or extend it. Elsewhere the rule varies by state, and the text says so.
 */
export function restartRule(state: StateLimitation): RestartRule {
  if (state.code === 'NY') {
    return {
      text: 'In New York, since 2022, a payment or an acknowledgment does not revive a consumer credit debt whose time to sue has run out, or extend that time.',
      source: 'N.Y. C.P.L.R. § 214-i',
    };
  }
  return {
    text: `In ${state.name} the time to sue on an open account is ${state.years} years. Whether a letter that acknowledges the debt, or a payment, would restart it depends on ${state.name}'s law: ask a lawyer there before you send it.`,
    source: state.source,
  };
}

/** Whether logging a payment or a written acknowledgment should warn first. */
export function needsRestartWarning(estimate: LimitationEstimate | null): boolean {
  return estimate !== null && estimate.status !== 'running';
}
