/**
 * The companion's cues: each named after what the creditor says, in the order the screen shows
 * them. A call-centre coaching card, turned around for the person on the other side.
 */
export const CUES = [
  'full_balance',
  'counter_offer',
  'ends_today',
  'bank_details',
  'threat',
  'cant_go_lower',
  'supervisor',
  'agree',
] as const;
export type Cue = (typeof CUES)[number];

export const CUE_LABELS: Readonly<Record<Cue, string>> = {
  full_balance: 'They want the full balance',
  counter_offer: 'They make a counter-offer',
  ends_today: 'The offer ends today',
  bank_details: 'They ask for bank details or auto-pay',
  threat: 'They threaten to sue or report',
  cant_go_lower: "They can't go lower",
  supervisor: 'They transfer me to a supervisor',
  agree: 'They agree',
};

/** The cue that comes with an amount (typed on the number pad or heard). */
export const AMOUNT_CUE: Cue = 'counter_offer';
