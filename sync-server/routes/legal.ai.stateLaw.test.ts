/**
 * A state-law question to the Legal Assistant with an AI model configured: the model
 * must say state law decides it, grounded only on the federal law that truly applies.
 */
import { describe, expect, it } from 'vitest';
import { LEAD_REPLACED_NOTICES } from '../../core/answer/aiLead';
import { parseAnswer } from '../../core/answer/format';
import { findLawsBySection } from '../../core/laws';
import { searchResponseSchema, SEARCH_STREAM_PATH } from '../../core/schemas/legal';
import { readEvents } from '../../test-support/server/sse';
import { aiWorld, ask } from '../../test-support/server/legalAi';

const ai = aiWorld();

describe('a state-law question with an AI model (issue 16)', () => {
  const NAVY = 'I got PCS orders and had to break my lease, now the landlord is keeping my security deposit. I am active duty Navy.';
  const scra = findLawsBySection(50, '3955')[0]!;
  const federalOnly = [
    'Yes. The Servicemembers Civil Relief Act lets you end the lease early because of your orders.',
    '',
    `Ending a lease early [${scra.citation}]`,
    '  Give written notice and a copy of your orders.',
  ].join('\n');

  it('asks the model to say state law decides it, grounded only on the federal law that truly applies', async () => {
    ai.fake.answerWith({
      kind: 'text',
      text: `Security deposits are decided mainly by state law, which varies from state to state; federal law also protects you here.\n\n${federalOnly.split('\n').slice(2).join('\n')}`,
    });
    const jar = await ai.signedIn();
    const res = await jar.postJson('/api/legal/search', { query: NAVY, state: 'VA' });
    const reply = searchResponseSchema.parse(await res.json());
    expect(reply.engine).toBe('ai');
    expect(reply.notice).toBeUndefined();
    expect(parseAnswer(reply.response)[0]).toMatchObject({ text: expect.stringContaining('decided mainly by state law') });
    expect(reply.jurisdiction).toMatchObject({ kind: 'state', topicId: 'security-deposits', stateCode: 'VA' });
    const [request] = ai.fake.requests;
    expect(request!.messages[0]!.content).toContain('"stateLaw" field');
    const data = JSON.parse(request!.messages[1]!.content) as {
      stateLaw: { topic: string; state: string };
      sources: { citation: string }[];
    };
    expect(data.stateLaw).toMatchObject({ topic: 'security deposits', state: 'Virginia' });
    expect(data.sources.map((s) => s.citation)).toEqual([scra.citation]);
  });

  it('puts the built-in lead in place of a first paragraph that does not say state law decides it, with a notice', async () => {
    ai.fake.answerWith({ kind: 'text', text: federalOnly });
    const reply = await ask(await ai.signedIn(), NAVY);
    expect(reply.engine).toBe('ai');
    expect(reply.notice).toBe(LEAD_REPLACED_NOTICES.state);
    const [lead] = parseAnswer(reply.response);
    expect(lead).toMatchObject({
      kind: 'paragraph',
      text: expect.stringMatching(/^It depends on your state’s law: security deposits are decided mainly by state law/),
    });
    expect(reply.response).not.toContain('Yes. The Servicemembers');
    // The rest of the model's checked answer stays.
    expect(parseAnswer(reply.response).find((b) => b.kind === 'law')).toMatchObject({
      badge: scra.citation,
      details: ['Give written notice and a copy of your orders.'],
    });
  });

  it('streamed, the model’s first paragraph is held until checked: the reader never sees the replaced lead', async () => {
    const pieces = federalOnly.split('\n').map((line) => `${line}\n`);
    ai.fake.answerWith({ kind: 'pieces', pieces: [pieces[0]!.slice(0, 12), pieces[0]!.slice(12), ...pieces.slice(1)] });
    const res = await (await ai.signedIn()).postJson(SEARCH_STREAM_PATH, { query: NAVY, state: 'TX' });
    const events = await readEvents(res);
    const streamed = events
      .filter((e) => e.event === 'text')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(streamed).not.toContain('Yes. The Servicemembers');
    expect(streamed).toMatch(/^It depends on Texas law: security deposits are decided mainly by state law/);
    const answer = searchResponseSchema.parse(events.at(-1)!.data);
    expect(answer.notice).toBe(LEAD_REPLACED_NOTICES.state);
    expect(answer.response.startsWith(streamed)).toBe(true);
    expect(answer.jurisdiction).toMatchObject({ kind: 'state', stateCode: 'TX' });
  });

  it('does not ask the model when no federal law applies: the built-in state-law answer', async () => {
    const reply = await ask(
      await ai.signedIn(),
      'my landlord kept my security deposit after I moved out of the apartment, how long does he have to return it',
    );
    expect(reply.engine).toBe('built-in');
    expect(reply.jurisdiction).toMatchObject({ kind: 'state' });
    expect(ai.fake.requests).toHaveLength(0);
  });
});
