/**
 * Prints the practice engine's median settlement (percent of the balance) over 500 seeds of the
 * scripted user (src/features/practice/model/scripted-user.ts), per holder and difficulty.
 * Run: `npm run practice:table`.
 */
import { median, playScripted } from '../src/features/practice/model/scripted-user';
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  HOLDER_LABELS,
  HOLDERS,
} from '../src/features/practice/model/setup';

const SEEDS = 500;
const BALANCE = 5000;

const rows = HOLDERS.map((holder) => {
  const cells = DIFFICULTIES.map((difficulty) => {
    const shares: number[] = [];
    let noDeal = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const state = playScripted({ balance: BALANCE, holder, difficulty, seed });
      if (state.settlement === null) noDeal += 1;
      else shares.push((state.settlement / BALANCE) * 100);
    }
    const cell = shares.length ? `${median(shares).toFixed(1)}%` : '-';
    return noDeal ? `${cell} (${noDeal} no deal)` : cell;
  });
  return `| ${HOLDER_LABELS[holder]} | ${cells.join(' | ')} |`;
});

console.log(`Median settlement over ${SEEDS} seeds, $${BALANCE} balance, scripted user`);
console.log(`| Holder | ${DIFFICULTIES.map((item) => DIFFICULTY_LABELS[item]).join(' | ')} |`);
console.log(`| --- | ${DIFFICULTIES.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(row);
