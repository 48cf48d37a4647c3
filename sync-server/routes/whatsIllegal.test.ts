import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLaw } from '../../core/laws';
import { ENTER_ACTIVITY_MESSAGE, WHATS_ILLEGAL_QUESTION_MAX, whatsIllegalResponseSchema } from '../../core/schemas/whatsIllegal';
import { buildQuestion } from '../../core/whatsIllegal';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';
import { lawIndex } from '../legal/legalIndex';

let server: TestServer;

// The law index (typed activities) is built once per process, before the first test's clock starts.
beforeAll(async () => {
  await lawIndex();
}, 60_000);
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

async function signedIn(): Promise<CookieJar> {
  const jar = new CookieJar(server.url);
  const res = await jar.postJson('/api/auth/signup', signupPayload());
  expect(res.status).toBe(201);
  return jar;
}

const CHAT = '/api/whats-illegal/chat';

async function ask(jar: CookieJar, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await jar.postJson(CHAT, body);
  return { status: res.status, body: await res.json() };
}

describe('POST /api/whats-illegal/chat', () => {
  it('needs a signed-in user', async () => {
    const res = await new CookieJar(server.url).postJson(CHAT, {
      question: buildQuestion('fly a drone', 'Texas'),
      state: 'TX',
      stateName: 'Texas',
    });
    expect(res.status).toBe(401);
  });

  it('answers "fly a drone" in Texas from the curated knowledge: statute, penalty, .gov sources, the Texas sites, the engine', async () => {
    const jar = await signedIn();
    const { status, body } = await ask(jar, {
      question: 'Is it illegal to fly a drone in the state of Texas?',
      state: 'TX',
      stateName: 'Texas',
    });
    expect(status).toBe(200);
    const reply = whatsIllegalResponseSchema.strict().parse(body);
    expect(reply.engine).toBe('built-in');
    expect(reply.statute).toContain('49 U.S.C. § 44809');
    expect(reply.statute).toContain('Texas law: Texas Codes');
    expect(reply.penalty).toContain('18 U.S.C. § 39B');
    expect(reply.answer).toContain('What Texas law says:');
    expect(reply.answer).toContain('Answered by the built-in engine (no AI)');
    expect(reply.sources).toContainEqual({
      title: '49 U.S.C. § 44809 — Exception for limited recreational operations of unmanned aircraft',
      url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title49-section44809&num=0&edition=prelim',
      isGov: true,
    });
    expect(reply.sources.map((s) => s.url)).toEqual(
      expect.arrayContaining(['https://statutes.capitol.texas.gov/', 'https://capitol.texas.gov/']),
    );
  });

  it('answers a typed activity it has curated knowledge of with its sections, each one in the corpus', async () => {
    const jar = await signedIn();
    const { status, body } = await ask(jar, {
      question: buildQuestion('record a phone call', 'Washington'),
      state: 'wa',
      stateName: 'Washington',
    });
    expect(status).toBe(200);
    const reply = whatsIllegalResponseSchema.parse(body);
    expect(reply.statute).toMatch(/^Federal: 18 U\.S\.C\. § 2511\(2\)\(d\) \(one-party consent\)/);
    expect(reply.answer).toContain('Laws AI read your question as: Recording a phone call or conversation.');
    expect(reply.answer).toContain('What Washington law says:');
    expect(reply.sources.map((s) => s.url)).toContain('https://app.leg.wa.gov/rcw/');
    const cited = [...reply.statute.matchAll(/(\d+) U\.S\.C\. § ([0-9A-Za-z-]+)/g)].map((m) => `usc-${m[1]}-${m[2]}`);
    expect(cited.length).toBeGreaterThan(0);
    for (const id of cited) expect(findLaw(id), id).toBeDefined();
  });

  it("answers an unprepared federal offence from the offence catalogue, with the penalty read from the section's text", async () => {
    const jar = await signedIn();
    const { status, body } = await ask(jar, {
      question: buildQuestion('dig a tunnel under the border fence from my ranch over to the mexican side', 'Arizona'),
      state: 'AZ',
      stateName: 'Arizona',
    });
    expect(status).toBe(200);
    const reply = whatsIllegalResponseSchema.parse(body);
    expect(reply.answer).toContain(
      'Federal law that may make what you describe an offence:\n• 18 U.S.C. § 555 — Border tunnels and passages',
    );
    expect(reply.answer).toContain('found by matching the words of your activity to plain-English descriptions of federal offences');
    expect(reply.answer).toContain('this is not a reviewed guide for your activity');
    // 18 U.S.C. § 555(a): "shall be fined under this title and imprisoned for not more than 20 years" -> Class C (§ 3559(a)(3)), § 3571(b)(3).
    expect(reply.penalty).toContain('Laws AI has not confirmed that 18 U.S.C. § 555 applies');
    expect(reply.penalty).toContain('Up to 20 years in prison (18 U.S.C. § 555(a))');
    expect(reply.penalty).toContain('Class C felony (18 U.S.C. § 3559(a)(3))');
    expect(reply.sources[0]).toEqual({
      title: '18 U.S.C. § 555 — Border tunnels and passages',
      url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title18-section555&num=0&edition=prelim',
      isGov: true,
    });

    // 15 U.S.C. § 1172's penalty is stated by § 1176: "fined not more than $5,000 or imprisoned not more than two years".
    const devices = whatsIllegalResponseSchema.parse(
      (
        await ask(jar, {
          question: buildQuestion("ship a truckload of slot machines into a state where they're banned", 'Alabama'),
          state: 'AL',
          stateName: 'Alabama',
        })
      ).body,
    );
    expect(devices.statute).toMatch(/^15 U\.S\.C\. § 1172 \(Transportation of gambling devices as unlawful/);
    expect(devices.penalty).toContain(
      'If it does, the penalty the official text of 15 U.S.C. § 1176 states for it: Up to 2 years in prison (15 U.S.C. § 1176)',
    );
  });

  it('takes the state from its code (the name sent is not trusted)', async () => {
    const jar = await signedIn();
    const { body } = await ask(jar, { question: buildQuestion('jaywalk', 'Nowhere'), state: 'NY', stateName: 'Nowhere' });
    const reply = whatsIllegalResponseSchema.parse(body);
    expect(reply.answer).toContain('What New York law says:');
    expect(reply.answer).not.toContain('Nowhere');
  });

  it('opens with the crisis line when the question signals danger, and accepts a long activity', async () => {
    const jar = await signedIn();
    const activity = `leave my kids home alone, my husband hits me when he drinks and I need to get out tonight. ${'We have nowhere to go and I am scared. '.repeat(100)}`;
    expect(activity.length).toBeGreaterThan(3000);
    const { status, body } = await ask(jar, { question: buildQuestion(activity, 'Ohio'), state: 'OH', stateName: 'Ohio' });
    expect(status).toBe(200);
    const paragraphs = whatsIllegalResponseSchema.parse(body).answer.split('\n\n');
    expect(paragraphs[0]).toMatch(/^Your safety comes first/);
    expect(paragraphs[1]).toContain('National Domestic Violence Hotline: call 1-800-799-7233');
    expect(paragraphs[2]).toContain('911');
  });

  it('rejects a missing state, an unknown state and a blank activity with a clear message', async () => {
    const jar = await signedIn();
    expect(await ask(jar, { question: buildQuestion('jaywalk', 'Texas'), stateName: 'Texas' })).toEqual({
      status: 400,
      body: { error: 'Please select a state.', issues: [{ path: ['state'], message: 'Please select a state.' }] },
    });
    expect(await ask(jar, { question: buildQuestion('jaywalk', 'Texas'), state: '  ', stateName: 'Texas' })).toMatchObject({
      status: 400,
      body: { error: 'Please select a state.' },
    });
    expect(await ask(jar, { question: buildQuestion('jaywalk', 'Texas'), state: 'XX', stateName: 'Texas' })).toMatchObject({
      status: 400,
      body: { error: 'Unknown state: XX' },
    });
    expect(await ask(jar, { question: buildQuestion('   ', 'Texas'), state: 'TX', stateName: 'Texas' })).toEqual({
      status: 400,
      body: { error: ENTER_ACTIVITY_MESSAGE, issues: [{ path: ['question'], message: ENTER_ACTIVITY_MESSAGE }] },
    });
    expect(await ask(jar, { question: '', state: 'TX', stateName: 'Texas' })).toMatchObject({
      status: 400,
      body: { error: ENTER_ACTIVITY_MESSAGE },
    });
    expect(await ask(jar, { state: 'TX', stateName: 'Texas' })).toMatchObject({ status: 400, body: { error: ENTER_ACTIVITY_MESSAGE } });
  });

  it('never answers 500 to odd bodies', async () => {
    const jar = await signedIn();
    for (const body of [
      null,
      [],
      'text',
      42,
      { question: 7, state: 'TX', stateName: 'Texas' },
      { question: 'x'.repeat(WHATS_ILLEGAL_QUESTION_MAX + 1), state: 'TX', stateName: 'Texas' },
      { question: buildQuestion('jaywalk', 'Texas'), state: ['TX'], stateName: 'Texas' },
    ]) {
      const { status } = await ask(jar, body);
      expect(status, JSON.stringify(body)).toBe(400);
    }
  });
});
