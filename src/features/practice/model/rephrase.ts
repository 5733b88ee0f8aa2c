/**
 * An optional language model may reword an agent's line; the engine's numbers must survive it.
 * A rewording is kept only when it names exactly the numbers of the phrase bank's line (digits
 * and number words alike) and is a sensible length; otherwise the bank's line stands.
 */

const NUMBER_WORDS =
  /\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half|quarter|percent|dozen)\b/gi;

/** Every number a line names, normalised ('$1,250' and '1250' alike), in sorted order. */
export function numbersIn(text: string): string[] {
  const digits = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) =>
    String(Number(match[0].replace(/,/g, '').replace(/\.$/, ''))),
  );
  const words = [...text.matchAll(NUMBER_WORDS)].map((match) => match[0].toLowerCase());
  return [...digits, ...words].sort();
}

/** The rewording when it keeps the line's numbers exactly, else the original. */
export function keepNumbers(original: string, candidate: string | null | undefined): string {
  const reworded = candidate?.trim().replace(/^["']|["']$/g, '') ?? '';
  if (reworded === '' || reworded.length > original.length * 3 + 40) return original;
  const before = numbersIn(original);
  const after = numbersIn(reworded);
  const same =
    before.length === after.length && before.every((item, index) => item === after[index]);
  return same ? reworded : original;
}
