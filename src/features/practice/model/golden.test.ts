/** Golden transcripts: four seeds, four set-ups, one fixed line of play each. */
import { describe, expect, it } from 'vitest';
import { practiceSetup } from '../../../../tests/setup/practice';
import { playMove, startPractice, type PracticeSetup, type UserMove } from './engine';
import { reviewPractice } from './tips';

const SCRIPT: UserMove[] = [
  { kind: 'ask_account' },
  { kind: 'hardship' },
  { kind: 'offer', amount: 1500 },
  { kind: 'ask_writing' },
  { kind: 'offer', amount: 1750 },
  { kind: 'not_allowed' },
  { kind: 'supervisor' },
  { kind: 'ask_reporting' },
  { kind: 'offer', amount: 2000 },
  { kind: 'end_call' },
  { kind: 'accept' },
];

function transcript(setup: PracticeSetup): string {
  let state = startPractice(setup);
  for (const move of SCRIPT) {
    if (state.status !== 'open') break;
    state = playMove(state, move);
  }
  const review = reviewPractice(state, { goal: 2250, walk_away: 3000 });
  return [
    `setup: ${JSON.stringify(setup)}`,
    ...state.transcript.map(
      (entry) =>
        `${entry.speaker} [${entry.move}${entry.amount === null ? '' : ` ${entry.amount}`}${entry.violation ? ` ${entry.violation}` : ''}]: ${entry.text}`,
    ),
    `status: ${state.status}, settlement: ${state.settlement}, floor: ${state.floor}, lowest: ${state.lowest_floor}`,
    ...review.tips.map((tip) => `tip (${tip.section}): ${tip.title}. ${tip.text}`),
    '',
  ].join('\n');
}

describe('golden transcripts', () => {
  it.each([
    [7, practiceSetup(7, 'original_creditor', 'easy')],
    [42, practiceSetup(42, 'collection_agency', 'medium')],
    [2026, practiceSetup(2026, 'collection_agency', 'hard')],
    [77, practiceSetup(77, 'original_creditor', 'hard')],
  ] as const)('plays seed %i as recorded', async (seed, setup) => {
    await expect(transcript(setup)).toMatchFileSnapshot(`./golden/seed-${seed}.txt`);
  });
});
