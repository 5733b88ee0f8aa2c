/**
 * Optional rewording of the practice agent's lines (issue 26) through the same OpenAI-compatible
 * chat-completions endpoint as the weekly summaries (`LLM_BASE_URL`, `LLM_MODEL`). The service
 * keeps a rewording only when it names exactly the line's numbers (model/rephrase.ts); any
 * failure here keeps the phrase bank's line, so a slow or absent model never blocks a move.
 */
import type { Rephrase } from '@/features/practice/service/practice';
import { chatCompletions, replyText, type LlmOptions } from './llm';

export interface RephraserAdapter {
  readonly name: string;
  rephrase: Rephrase;
}

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
  };
}
