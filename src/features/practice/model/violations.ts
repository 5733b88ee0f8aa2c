/**
 * What a debt collector may not say, as the Hard agent sometimes says it (issue 26). The rules
 * are the CFPB's Regulation F (12 CFR part 1006), beside the Fair Debt Collection Practices Act
 * section each implements. This is practice material, not legal advice.
 */
export const VIOLATION_KINDS = ['time_barred_suit', 'arrest', 'call_hours'] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];

export interface ViolationRule {
  /** What the agent did wrong, in a sentence the tips and the transcript show. */
  what: string;
  /** Where the rule is written. */
  reference: string;
}

export const VIOLATION_RULES: Readonly<Record<ViolationKind, ViolationRule>> = {
  time_barred_suit: {
    what: 'A debt collector may not sue or threaten to sue on a debt past its statute of limitations.',
    // 12 CFR 1006.26(b): "A debt collector must not bring or threaten to bring a legal action
    // against a consumer to collect a time-barred debt."
    reference: '12 CFR 1006.26(b)',
  },
  arrest: {
    what: 'A debt collector may not say that not paying will get you arrested or jailed.',
    // FDCPA section 807(4), 15 U.S.C. 1692e(4), carried into Regulation F's section 1006.18
    // (false, deceptive or misleading representations).
    reference: '12 CFR 1006.18; 15 U.S.C. 1692e(4)',
  },
  call_hours: {
    what: 'A debt collector may not call you before 8 a.m. or after 9 p.m. your local time.',
    // 12 CFR 1006.6(b)(1)(i): before 8 a.m. and after 9 p.m. are presumed inconvenient.
    reference: '12 CFR 1006.6(b)(1)(i)',
  },
};
