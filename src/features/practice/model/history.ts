/** What past practice sessions show elsewhere: the best result per debt ('Practiced: best 38%'). */
export interface PracticeResult {
  tradeline_id: string | null;
  status: 'open' | 'agreed' | 'no_deal';
  settlement_percent: number | null;
}

/** The lowest settlement percent of each debt's agreed sessions (the sample debt has none). */
export function bestByDebt(sessions: readonly PracticeResult[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const session of sessions) {
    if (session.status !== 'agreed' || session.tradeline_id === null) continue;
    if (session.settlement_percent === null) continue;
    const known = best.get(session.tradeline_id);
    if (known === undefined || session.settlement_percent < known) {
      best.set(session.tradeline_id, session.settlement_percent);
    }
  }
  return best;
}

/** The label on a debt in Take action. */
export const practicedLabel = (percent: number) => `Practiced: best ${percent}%`;
