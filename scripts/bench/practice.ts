/**
 * The practice engine's time per move (issue 26's budget: under 5 ms): plays every holder and
 * difficulty over many seeds with a mixed user, and prints the median, 99th percentile and
 * largest time of one `playMove`. Run: `npm run bench:practice`.
 */
import { performance } from 'node:perf_hooks';
import {
  playMove,
  startPractice,
  type PracticeState,
  type UserMove,
} from '../../src/features/practice/model/engine';
import { Random } from '../../src/features/practice/model/random';
import { DIFFICULTIES, HOLDERS } from '../../src/features/practice/model/setup';
import { collectorRulesFor } from '../../src/features/practice/service/practice';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 300);
const MOVES: UserMove['kind'][] = [
  'hardship',
  'ask_account',
  'offer',
  'offer',
  'offer',
  'ask_writing',
  'ask_reporting',
  'supervisor',
  'not_allowed',
  'say',
  'end_call',
];

/** Typed lines the reader reads: an offer in words, a hardship, a question, one it cannot follow. */
const WORDS = [
  'I really want to sort this out today.',
  'I lost my job in March, but I could do fifteen hundred dollars in 3 payments.',
  'Will you send me the agreement in writing before I pay?',
  'My rent is $1,200 and I have no savings.',
  'Can I speak to your supervisor?',
];

function nextMove(random: Random, state: PracticeState): UserMove {
  const kind = random.pick(MOVES);
  if (kind === 'offer') {
    const last = state.offers.at(-1) ?? state.balance * 0.25;
    return { kind, amount: Math.min(state.balance, Math.round(last + random.next() * 300)) };
  }
  if (kind === 'say') return { kind, text: random.pick(WORDS) };
  return { kind } as UserMove;
}

const times: number[] = [];
let sessions = 0;
// A first pass untimed, so the figures are the engine's and not the compiler's warm-up.
for (const pass of ['warm-up', 'timed'] as const) {
  for (const holder of HOLDERS) {
    for (const difficulty of DIFFICULTIES) {
      for (let seed = 1; seed <= (pass === 'timed' ? SEEDS : 20); seed++) {
        const random = new Random(seed);
        let state = startPractice({
          balance: 5000,
          holder,
          difficulty,
          seed,
          collector_rules: collectorRulesFor(holder),
        });
        while (state.status === 'open') {
          const move = nextMove(random, state);
          const start = performance.now();
          state = playMove(state, move);
          if (pass === 'timed') times.push(performance.now() - start);
        }
        if (pass === 'timed') sessions += 1;
      }
    }
  }
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!;
console.log(`practice engine: ${times.length} moves in ${sessions} sessions`);
const over = times.filter((time) => time >= 5).length;
console.log(
  `ms per move: median ${at(0.5).toFixed(3)}, p99 ${at(0.99).toFixed(3)}, p99.9 ${at(0.999).toFixed(3)}, max ${times.at(-1)!.toFixed(3)} (budget 5 ms; ${over} moves over it, a garbage collection or the machine's other work)`,
);
