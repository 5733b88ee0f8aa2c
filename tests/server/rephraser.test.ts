/**
 * The practice agent's rewording and the reading of lines the practice reader cannot follow: the
 * shared chat request, and null when it fails.
 */
import { describe, expect, it } from 'vitest';
import { createLlmRephraser } from '../../server/adapters/rephraser';

describe('createLlmRephraser', () => {
  it('asks the chat endpoint for a rewording of the line and answers its text', async () => {
    const sent: { url: string; body: Record<string, unknown>; auth: string | null }[] = [];
    const rephraser = createLlmRephraser({
      baseUrl: 'http://llm.test/v1/',
      model: 'practice-model',
      apiKey: 'key',
      fetch: async (url, init) => {
        sent.push({
          url: String(url),
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
          auth: new Headers(init?.headers).get('Authorization'),
        });
        return Response.json({ choices: [{ message: { content: 'I can do $3,370 today.' } }] });
      },
    });
    const line = await rephraser.rephrase('The best I can do is $3,370.', {
      holder: 'collection_agency',
      mood: 'firm',
    });
    expect(line).toBe('I can do $3,370 today.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://llm.test/v1/chat/completions');
    expect(sent[0]!.auth).toBe('Bearer key');
    expect(sent[0]!.body).toMatchObject({ model: 'practice-model', temperature: 0.7 });
    expect(sent[0]!.body).not.toHaveProperty('response_format');
    expect(JSON.stringify(sent[0]!.body.messages)).toContain(
      'Agent for a collection agency, mood firm:\\nThe best I can do is $3,370.',
    );
  });

  it('answers null when the endpoint refuses or sends no text', async () => {
    const refusing = createLlmRephraser({
      baseUrl: 'http://llm.test',
      model: 'm',
      fetch: async () => new Response('busy', { status: 503 }),
    });
    expect(await refusing.rephrase('Hello.', { holder: 'debt_buyer', mood: 'calm' })).toBeNull();
    const empty = createLlmRephraser({
      baseUrl: 'http://llm.test',
      model: 'm',
      fetch: async () => Response.json({ choices: [] }),
    });
    expect(await empty.rephrase('Hello.', { holder: 'debt_buyer', mood: 'calm' })).toBeNull();
  });

  it("classifies a line into one of the reader's intents, and null when the endpoint fails", async () => {
    const sent: Record<string, unknown>[] = [];
    const classifier = createLlmRephraser({
      baseUrl: 'http://llm.test',
      model: 'm',
      fetch: async (_url, init) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return Response.json({ choices: [{ message: { content: ' Supervisor.\n' } }] });
      },
    });
    expect(await classifier.classify('get me your boss on the line', ['offer', 'supervisor'])).toBe(
      'supervisor',
    );
    expect(sent[0]).toMatchObject({ temperature: 0 });
    expect(JSON.stringify(sent[0]!.messages)).toContain('offer, supervisor');
    const refusing = createLlmRephraser({
      baseUrl: 'http://llm.test',
      model: 'm',
      fetch: async () => new Response('busy', { status: 503 }),
    });
    expect(await refusing.classify('hm', ['offer'])).toBeNull();
  });
});
