/**
 * Prints the practice engine's median settlement (percent of the balance) over 500 seeds of the
 * scripted user (src/features/practice/model/scripted-user.ts), per holder and difficulty: first
 * with the floor drawn from the holder's range, then with the floor fixed at 50% of the balance
 * for everyone (`Same floor`), so what differs is the agent's strategy alone; then the median
 * number and size of the agent's concessions. Run: `npm run practice:table`.
 */
import type { PracticeState } from '../src/features/practice/model/engine';
import { median, playScripted } from '../src/features/practice/model/scripted-user';
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  HOLDER_LABELS,
  HOLDERS,
  type Difficulty,
  type Holder,
} from '../src/features/practice/model/setup';
import { collectorRulesFor } from '../src/features/practice/service/practice';

const SEEDS = 500;
const BALANCE = 5000;
const SAME_FLOOR = 0.5;

function play(holder: Holder, difficulty: Difficulty, floor?: number): PracticeState[] {
  return Array.from({ length: SEEDS }, (_, index) =>
    playScripted(
      {
        balance: BALANCE,
        holder,
        difficulty,
        seed: index + 1,
        collector_rules: collectorRulesFor(holder),
      },
      { floor },
    ),
  );
}

function settlementCell(states: PracticeState[]): string {
  const shares = states
    .filter((state) => state.settlement !== null)
    .map((state) => (state.settlement! / BALANCE) * 100);
  const noDeal = states.length - shares.length;
  const cell = shares.length ? `${median(shares).toFixed(1)}%` : '-';
  return noDeal ? `${cell} (${noDeal} no deal)` : cell;
}

/** The agent's concessions: how many, and the median size of one as a percent of the balance. */
function concessionCell(states: PracticeState[]): string {
  const counts = states.map((state) => state.concessions);
  const sizes = states.flatMap((state) => {
    const asks = state.transcript
      .filter((line) => line.speaker === 'agent' && line.amount !== null && line.move !== 'accept')
      .map((line) => line.amount!);
    return [BALANCE, ...asks]
      .slice(1)
      .map((ask, index) => [BALANCE, ...asks][index]! - ask)
      .filter((drop) => drop > 0)
      .map((drop) => (drop / BALANCE) * 100);
  });
  return `${median(counts)} × ${sizes.length ? median(sizes).toFixed(1) : '0.0'}%`;
}

function table(title: string, cell: (holder: Holder, difficulty: Difficulty) => string) {
  console.log(title);
  console.log(`| Holder | ${DIFFICULTIES.map((item) => DIFFICULTY_LABELS[item]).join(' | ')} |`);
  console.log(`| --- | ${DIFFICULTIES.map(() => '---').join(' | ')} |`);
  for (const holder of HOLDERS) {
    console.log(
      `| ${HOLDER_LABELS[holder]} | ${DIFFICULTIES.map((item) => cell(holder, item)).join(' | ')} |`,
    );
  }
  console.log('');
}

const drawn = new Map<string, PracticeState[]>();
const same = new Map<string, PracticeState[]>();
for (const holder of HOLDERS) {
  for (const difficulty of DIFFICULTIES) {
    drawn.set(`${holder}:${difficulty}`, play(holder, difficulty));
    same.set(`${holder}:${difficulty}`, play(holder, difficulty, BALANCE * SAME_FLOOR));
  }
}

table(
  `Median settlement over ${SEEDS} seeds, $${BALANCE} balance, scripted user`,
  (holder, difficulty) => settlementCell(drawn.get(`${holder}:${difficulty}`)!),
);
table(
  `Same floor: the floor fixed at ${SAME_FLOOR * 100}% of the balance, median settlement over ${SEEDS} seeds`,
  (holder, difficulty) => settlementCell(same.get(`${holder}:${difficulty}`)!),
);
table(
  `Median concessions (same floor): how many times the agent lowered its ask × the median size of one, % of the balance`,
  (holder, difficulty) => concessionCell(same.get(`${holder}:${difficulty}`)!),
);
