/**
 * The OpenAI-compatible chat-completions endpoint (`LLM_BASE_URL`, `LLM_MODEL`, `LLM_API_KEY`)
 * that the weekly summaries and the practice agent's rewording share: one request shape, one
 * way to read the reply.
 */
export interface LlmOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ChatRequest {
  temperature: number;
  system: string;
  user: string;
  /** Ask for a JSON object as the reply. */
  json?: boolean;
  /** The wait when the options name none. */
  defaultTimeoutMs: number;
}

/** A function that posts one chat request to the configured endpoint. */
export function chatCompletions(options: LlmOptions) {
  const send = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return (request: ChatRequest): Promise<Response> =>
    send(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: request.temperature,
        ...(request.json ? { response_format: { type: 'json_object' } } : {}),
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? request.defaultTimeoutMs),
    });
}

/** The first choice's text of a chat reply, or null when the body has none. */
export async function replyText(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: string } }[];
  } | null;
  return body?.choices?.[0]?.message?.content ?? null;
}
