/**
 * Optional rewording of the practice agent's lines (issue 26), and reading of the user's words
 * the practice reader could not follow, through the same OpenAI-compatible
 * chat-completions endpoint as the weekly summaries (`LLM_BASE_URL`, `LLM_MODEL`). The service
 * keeps a rewording only when it names exactly the line's numbers (model/rephrase.ts); any
 * failure here keeps the phrase bank's line, so a slow or absent model never blocks a move.
 */
import type { Classify, Rephrase } from '@/features/practice/service/practice';
import { chatCompletions, replyText, type LlmOptions } from './llm';

export interface RephraserAdapter {
  readonly name: string;
  rephrase: Rephrase;
  /** Reads a line the practice reader could not follow into one of its intents. */
  classify: Classify;
}

const CLASSIFY = `You read one line a person typed while practising a phone negotiation with a debt collector.
Answer with exactly one word from this list, the one that says what the line does, or "none" if none fits:
`;

const INSTRUCTIONS = `You reword one line said by a debt collector's phone agent in a negotiation practice game.
Keep its meaning, its tone and every number exactly as written; add no number, amount, date or promise.
Answer with the reworded line only, one or two sentences, no quotes.`;

export function createLlmRephraser(options: LlmOptions): RephraserAdapter {
  const chat = chatCompletions(options);
  return {
    name: 'llm',
    async rephrase(line, context) {
      const response = await chat({
        temperature: 0.7,
        system: INSTRUCTIONS,
        user: `Agent for a ${context.holder.replace(/_/g, ' ')}, mood ${context.mood}:\n${line}`,
        defaultTimeoutMs: 4_000,
      });
      return response.ok ? replyText(response) : null;
    },
    async classify(text, intents) {
      const response = await chat({
        temperature: 0,
        system: `${CLASSIFY}${intents.join(', ')}`,
        user: text,
        defaultTimeoutMs: 4_000,
      });
      const reply = response.ok ? await replyText(response) : null;
      return (
        reply
          ?.trim()
          .toLowerCase()
          .replace(/[^a-z_]/g, '') ?? null
      );
    },
  };
}
