/**
 * Number words as people say them, read into digits: the practice reader (typed lines) and the
 * call companion's listening (what the microphone heard) read amounts with this one rule.
 */

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/**
 * Number words as digits ('fifteen hundred' is '1500', 'two thousand five hundred' is '2500',
 * 'a thousand' is '1000'), so the amount rules read one form. Lone small words ('one of them')
 * stay words.
 */
export function wordsToDigits(text: string): string {
  const words =
    /\b(?:(?:a|an|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|and)[\s-]+)*(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b/gi;
  return text.replace(words, (run) => {
    const tokens = run.toLowerCase().split(/[\s-]+/);
    // Leading 'a', 'an' and 'and' are not part of a number unless a multiplier follows at once.
    while (tokens.length > 1 && ['and', 'a', 'an'].includes(tokens[0]!)) {
      if (tokens[0] !== 'and' && ['hundred', 'thousand'].includes(tokens[1]!)) break;
      tokens.shift();
    }
    const lead = run.slice(0, run.length - run.trimStart().length);
    const skipped = run.split(/[\s-]+/).length - tokens.length;
    const prefix =
      skipped > 0
        ? run
            .split(/[\s-]+/)
            .slice(0, skipped)
            .join(' ') + ' '
        : lead;
    let total = 0;
    let current = 0;
    let seen = false;
    let multiplier = false;
    for (const token of tokens) {
      if (token === 'and') continue;
      if (token === 'a' || token === 'an') {
        current = current || 1;
        continue;
      }
      if (token === 'hundred') {
        current = (current || 1) * 100;
        multiplier = true;
      } else if (token === 'thousand') {
        total += (current || 1) * 1000;
        current = 0;
        multiplier = true;
      } else {
        current += UNITS[token]!;
      }
      seen = true;
    }
    if (!seen) return run;
    const value = total + current;
    // 'one' or 'two' alone ('the two of us') reads as a word; 'twenty' or 'fifteen hundred' as a number.
    if (!multiplier && value < 20) return run;
    return `${prefix}${value}`;
  });
}
