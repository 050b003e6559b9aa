// With AI_API_KEY set, stored mail is analysed by the model (through the unchanged
// openai client against a local chat-completions server); when the model fails,
// the local analyzer answers and says so.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { startOpenAIServer, type OpenAIServer } from '../helpers/openai-server.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

let ai: OpenAIServer;
let server: TestServer;
let ada: TestClient;
let adaId: string;
const dir = tempDir();

const modelAnswer = {
  nuggetScore: 88,
  category: 'business',
  priority: 'low', // wrong on purpose: the server recomputes it from the score
  summary: 'Priya needs the signed term sheet by Friday.',
  suggestedReply: 'Hi Priya, I will send it by Friday.',
  sentiment: 'neutral',
  urgency: 'high',
  keyPoints: ['Signed term sheet due Friday'],
  suggestedActions: ['Send the signed term sheet'],
  actionRequired: true,
  company: 'Acme',
  commitments: [
    {
      type: 'action_item',
      owedBy: 'me',
      owedTo: 'priya@acme.io',
      title: 'Send the signed term sheet',
      description: 'Priya asked for it',
      dueDate: '2026-03-06',
      dueText: 'by Friday',
      confidence: 0.9,
      quote: 'Could you send the signed term sheet by Friday?',
    },
  ],
  transaction: null,
};

beforeAll(async () => {
  ai = await startOpenAIServer({ apiKey: 'sk-test', model: 'test-model' });
  server = await startTestServer({ env: { AI_API_KEY: 'sk-test', AI_BASE_URL: `${ai.url}/v1`, AI_MODEL: 'test-model' } });
  ada = new TestClient(server.url);
  adaId = (await ada.register(`ada-${Date.now()}@example.com`)).id;
});
afterAll(async () => {
  await server?.close();
  await ai?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('LLM analysis of stored mail', () => {
  it('stores the model’s analysis, with the priority rule of §9 enforced', async () => {
    ai.script({ json: modelAnswer });
    const file = writeMbox(path.join(dir, 'one.mbox'), [
      rawMessage({ subject: 'Term sheet', messageId: 'llm1@acme.io', body: 'Could you send the signed term sheet by Friday?' }),
    ]);
    await server.app.services.sync.importArchive(adaId, [file]);
    await server.platform.jobs.idle();
    const email = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: adaId, messageId: 'llm1@acme.io' }, include: { commitments: true } });
    expect(email).toMatchObject({ analyzedBy: 'llm:test-model', nuggetScore: 88, priority: 'high', summary: 'Priya needs the signed term sheet by Friday.' });
    expect(email.commitments).toHaveLength(1);
    expect(email.commitments[0]!.owedBy).not.toBe('me');
    expect(await server.platform.prisma.llmUsage.count({ where: { userId: adaId, purpose: 'analysis' } })).toBe(1);
    // The model was given the schema, not free text.
    expect(JSON.stringify(ai.requests.at(-1)!.body.response_format)).toContain('json_schema');
  });

  it('falls back to the local analyzer when the model keeps failing, and says so', async () => {
    ai.reset();
    ai.fallback = { status: 500 };
    const file = writeMbox(path.join(dir, 'two.mbox'), [
      rawMessage({ subject: 'Board deck', messageId: 'llm2@acme.io', body: 'Please send me the board deck by Monday.' }),
    ]);
    await server.app.services.sync.importArchive(adaId, [file]);
    await server.platform.jobs.idle();
    const email = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: adaId, messageId: 'llm2@acme.io' } });
    expect(email.analyzedBy).toMatch(/^local \(LLM failed: .*500/);
    expect(email.nuggetScore).not.toBeNull();
  });

  it('answers the lab’s direct call with the model’s words', async () => {
    ai.reset();
    ai.fallback = { content: 'It asks you for the deck by Monday.' };
    const res = await ada.post('/api/llm/direct-call', { emailContent: 'From: jon@fund.vc\nSubject: Deck\n\nSend the deck by Monday.' });
    expect(res.json).toEqual({ model: 'test-model', response: 'It asks you for the deck by Monday.' });
  });
});
