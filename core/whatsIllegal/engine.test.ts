import { describe, expect, it } from 'vitest';
import { activityTemplates } from '../data/activities';
import { callRecordingRuleOf } from '../data/callRecordingConsent';
import { findState, usStates, type UsState } from '../data/states';
import { findLawsBySection } from '../laws/corpus';
import { whatsIllegalResponseSchema, type WhatsIllegalResponse } from '../schemas/whatsIllegal';
import { getCorpusIndex } from '../search/corpusIndex';
import { rankedFederal, resolveCorpusSection, searchCorpusFederal } from './corpus';
import {
  answerTemplateActivity,
  answerTypedActivity,
  FEDERAL_SEARCH_UNAVAILABLE,
  NO_FEDERAL_LAW_FOUND,
  NO_SINGLE_STATUTE,
  OFFENCE_SEARCH_OFFLINE,
} from './engine';
import { answerWhatsIllegal } from './answerRequest';
import { activityKnowledge, knowledgeOf } from './knowledge';
import { buildQuestion } from './question';

/** Every "N U.S.C. § S" in a text, as [title, section]. */
function uscCitations(text: string): [number, string][] {
  return [...text.matchAll(/(\d+) U\.S\.C\. §§? ?([0-9A-Za-z]+(?:[-–][0-9A-Za-z]+)*)/g)].map((m) => [
    Number(m[1]),
    m[2]!.replace('–', '-'),
  ]);
}

const corpusChecked = new Map<string, boolean>();
function inCorpus(title: number, section: string): boolean {
  const key = `${title}/${section}`;
  if (!corpusChecked.has(key)) corpusChecked.set(key, findLawsBySection(title, section).length > 0);
  return corpusChecked.get(key)!;
}

function allText(reply: WhatsIllegalResponse): string {
  return [reply.answer, reply.statute, reply.penalty, ...reply.sources.map((s) => s.title)].join('\n');
}

function expectHonestAnswer(reply: WhatsIllegalResponse, state: UsState) {
  expect(whatsIllegalResponseSchema.parse(reply)).toEqual(reply);
  // The legal reference box: statutes, or the explicit note that no single statute governs it.
  expect(reply.statute.trim()).not.toBe('');
  expect(/U\.S\.C\. §/.test(reply.statute) || reply.statute.includes(NO_SINGLE_STATUTE)).toBe(true);
  expect(reply.penalty.trim().length).toBeGreaterThan(20);
  // Sources: at least one official .gov site, the state's own site, https only.
  expect(reply.sources.some((s) => s.isGov && new URL(s.url).hostname.endsWith('.gov'))).toBe(true);
  expect(reply.sources.map((s) => s.url)).toContain(state.statutesUrl ?? state.legislatureUrl);
  expect(reply.sources.map((s) => s.url)).toContain(state.legislatureUrl);
  for (const source of reply.sources) {
    expect(new URL(source.url).protocol).toBe('https:');
    expect(source.isGov).toBe(new URL(source.url).hostname.endsWith('.gov'));
  }
  // The answer names the state and says which engine answered, with the disclaimer.
  expect(reply.answer).toContain(`What ${state.name} law says:`);
  expect(reply.answer).toContain('not legal advice');
  expect(reply.answer).toMatch(/built-in engine \(no AI\)/);
  expect(reply.answer).not.toContain('{state}');
  // Every U.S. Code citation anywhere in the reply is in the law corpus.
  for (const [title, section] of uscCitations(allText(reply))) {
    expect(inCorpus(title, section), `${title} U.S.C. § ${section}`).toBe(true);
  }
  // No state statute numbers but the reviewed call-recording rule of this state (core/data/callRecordingConsent.ts): the only other section signs are U.S. Code citations.
  const reviewed = callRecordingRuleOf(state.code);
  const stateCites =
    reviewed && reviewed.rule !== 'not-reviewed' ? [reviewed.statute, ...(reviewed.note?.match(/[A-Z][\w.' ]+ § [\w.:-]+/g) ?? [])] : [];
  const withoutReviewed = stateCites.reduce((t, cite) => t.replaceAll(cite, ''), allText(reply));
  expect(withoutReviewed.replace(/\d+ U\.S\.C\. §§? ?[0-9A-Za-z-]+/g, '')).not.toContain('§');
}

describe('the curated knowledge', () => {
  it('covers each of the 25 activity templates exactly once', () => {
    expect(activityKnowledge.map((k) => k.id).sort()).toEqual(activityTemplates.map((a) => a.id).sort());
    expect(activityKnowledge).toHaveLength(25);
  });

  it('cites only sections the law corpus holds, and says why when no federal statute applies', () => {
    for (const knowledge of activityKnowledge) {
      for (const provision of knowledge.federal) {
        expect(
          resolveCorpusSection(provision.title, provision.section),
          `${knowledge.id}: ${provision.title}/${provision.section}`,
        ).toBeDefined();
        expect(provision.point.length).toBeGreaterThan(30);
      }
      if (knowledge.federal.length === 0) expect(knowledge.noFederalStatute, knowledge.id).toMatch(/federal statute/);
      expect(knowledge.stateTreatment.length, knowledge.id).toBeGreaterThan(0);
      expect(knowledge.decides.length, knowledge.id).toBeGreaterThan(1);
      for (const link of knowledge.links ?? []) expect(new URL(link.url).hostname, link.url).toMatch(/\.gov$/);
    }
  });

  it('names the flag-burning cases and the federal drone rules the issue asks for', () => {
    const flag = knowledgeOf('burn-flag')!;
    expect(flag.cases?.map((c) => `${c.name}, ${c.citation}`)).toEqual([
      'Texas v. Johnson, 491 U.S. 397 (1989)',
      'United States v. Eichman, 496 U.S. 310 (1990)',
    ]);
    expect(knowledgeOf('drone')!.federal.map((p) => `${p.title}/${p.section}`)).toContain('49/44809');
  });
});

describe('template answers', () => {
  it(
    'every activity in every state: statute or "no single statute", penalty, a .gov source, the state\'s own site',
    { timeout: 60_000 },
    () => {
      for (const activity of activityTemplates) {
        for (const state of usStates) {
          expectHonestAnswer(answerTemplateActivity(activity, state, { engine: 'built-in', resolveSection: resolveCorpusSection }), state);
        }
      }
    },
  );

  it('fly a drone in Texas: the federal rules with official headings and links, the Texas sites', () => {
    const texas = findState('TX')!;
    const reply = answerTemplateActivity(
      activityTemplates.find((a) => a.id === 'drone')!,
      texas,
      { engine: 'built-in', resolveSection: resolveCorpusSection },
    );
    expect(reply.statute).toContain('49 U.S.C. § 44809 (rules for recreational drone flyers)');
    expect(reply.statute).toContain('Texas law: Texas Codes');
    expect(reply.sources[0]).toEqual({
      title: '49 U.S.C. § 44809 — Exception for limited recreational operations of unmanned aircraft',
      url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title49-section44809&num=0&edition=prelim',
      isGov: true,
    });
    expect(reply.sources).toContainEqual({ title: 'Federal Aviation Administration', url: 'https://www.faa.gov/', isGov: true });
    expect(reply.sources).toContainEqual({
      title: 'Texas Codes (subject codes, e.g., Penal Code) — official Texas statutes',
      url: 'https://statutes.capitol.texas.gov/',
      isGov: true,
    });
    expect(reply.answer.startsWith('Flying a drone for fun is legal in every state')).toBe(true);
    expect(reply.answer).toContain('Texas and its cities may add rules');
    expect(reply.penalty).toContain('up to 1 year in prison');
    expect(reply.engine).toBe('built-in');
  });

  it('a state without a free statutes site (Tennessee) is sent to its legislature', () => {
    const tennessee = findState('TN')!;
    const reply = answerTemplateActivity(activityTemplates[0], tennessee, { engine: 'offline' });
    expect(reply.answer).toContain(
      'Tennessee publishes its free official code (Tennessee Code Annotated) through a public-access portal linked from the Tennessee General Assembly website: https://www.capitol.tn.gov/',
    );
    expect(reply.answer).toContain('Offline: answered on this device');
    expect(reply.engine).toBe('offline');
  });

  it('jaywalking has no federal statute and says so in the reference box', () => {
    const reply = answerTemplateActivity(activityTemplates[0], findState('NY')!, {
      engine: 'built-in',
      resolveSection: resolveCorpusSection,
    });
    expect(reply.statute.startsWith('No single statute governs this at the federal level.')).toBe(true);
    expect(reply.penalty).toMatch(/varies by state/);
  });

  it('a section the corpus does not confirm is never shown', () => {
    const reply = answerTemplateActivity(
      activityTemplates.find((a) => a.id === 'drone')!,
      findState('CA')!,
      {
        engine: 'built-in',
        resolveSection: (title, section) => (title === 49 && section === '44809' ? undefined : { heading: 'Heading' }),
      },
    );
    expect(allText(reply)).not.toContain('44809');
    expect(reply.statute).toContain('18 U.S.C. § 39B');
  });

  it('without the corpus (in the browser) the same statutes, with their plain labels', () => {
    const offline = answerTemplateActivity(
      activityTemplates.find((a) => a.id === 'burn-flag')!,
      findState('CA')!,
      { engine: 'offline' },
    );
    expect(offline.statute).toContain('4 U.S.C. § 8');
    expect(offline.statute).toContain('Texas v. Johnson, 491 U.S. 397 (1989)');
    expect(offline.sources[0]?.title).toBe('4 U.S.C. § 8 — The Flag Code: respect for the flag');
  });
});

describe('typed activities', () => {
  const search = (activity: string) => searchCorpusFederal(getCorpusIndex(), activity);

  it('a typed template phrase gets the curated answer', { timeout: 60_000 }, async () => {
    const reply = await answerWhatsIllegal(
      { question: buildQuestion('fly my drone', 'Ohio'), state: 'OH', stateName: 'Ohio' },
      { engine: 'built-in', searchFederal: search },
    );
    expect(reply.statute).toContain('49 U.S.C. § 44809');
  });

  it('a typed activity with curated knowledge gets its sections, penalties and the same state guidance', { timeout: 60_000 }, async () => {
    const state = findState('CA')!;
    const reply = await answerWhatsIllegal(
      { question: buildQuestion('record a phone call', state.name), state: 'CA', stateName: state.name },
      { engine: 'built-in', resolveSection: resolveCorpusSection, searchFederal: search },
    );
    expectHonestAnswer(reply, state);
    // A curated typed activity: the section that decides it, with the § 3571 ceiling.
    expect(reply.answer).toContain('Laws AI read your question as: Recording a phone call or conversation.');
    expect(reply.statute).toContain('18 U.S.C. § 2511(2)(d) (one-party consent)');
    expect(reply.penalty).toContain('18 U.S.C. § 3571(b)(3)');
    expect(reply.answer).toContain('California');
  });

  it("a section card's story words do not make its section an activity's match (its keywords do)", () => {
    // 8 U.S.C. § 1454's card asks about a new certificate after a name change: not an offence.
    expect(search('change my name without going to court').map((m) => m.citation)).not.toContain('8 U.S.C. § 1454');
    expect(search('replace a lost naturalization certificate').map((m) => m.citation)).toContain('8 U.S.C. § 1454');
  });

  it('words no federal law names get no federal match rather than a wrong one', { timeout: 60_000 }, async () => {
    expect(search('keep chickens in my backyard')).toEqual([]);
    const state = findState('PA')!;
    const reply = answerTypedActivity('keep chickens in my backyard', state, [], { engine: 'built-in' });
    expectHonestAnswer(reply, state);
    expect(reply.statute).toContain('Laws AI found no federal law about it');
    expect(reply.answer).toContain(
      "This does not mean none exists: state and local law usually decide activities like this. Check Pennsylvania's official code:",
    );
    // Pennsylvania's own sites are not .gov: the answer still carries an official .gov link.
    expect(reply.sources.filter((s) => s.isGov).map((s) => s.url)).toEqual(['https://uscode.house.gov/']);
  });

  it('offline without a law library to search, it says the federal search is unavailable (not that nothing matched)', async () => {
    const state = findState('TX')!;
    const reply = await answerWhatsIllegal(
      { question: buildQuestion('keep chickens in my backyard', state.name), state: 'TX', stateName: state.name },
      { engine: 'offline', searchFederal: () => null },
    );
    expectHonestAnswer(reply, state);
    expect(reply.answer).toContain(FEDERAL_SEARCH_UNAVAILABLE);
    expect(reply.statute).toContain('the federal law search was not available offline');
    expect(reply.answer).not.toContain('matched these words');
    expect(reply.engine).toBe('offline');
  });

  it('offline with the saved library, when nothing matches it says it could not search the sections that carry a penalty', async () => {
    const state = findState('AZ')!;
    const activity = 'dig a tunnel under the border fence from my ranch over to the mexican side';
    const offline = await answerWhatsIllegal(
      { question: buildQuestion(activity, state.name), state: 'AZ', stateName: state.name },
      { engine: 'offline', searchFederal: () => [] },
    );
    expectHonestAnswer(offline, state);
    expect(offline.answer).toContain(
      `${NO_FEDERAL_LAW_FOUND}. This does not mean none exists: state and local law usually decide activities like this. ${OFFENCE_SEARCH_OFFLINE}`,
    );
    // On the server the offence search is asked only when nothing else matched; the device has none.
    const online = await answerWhatsIllegal(
      { question: buildQuestion(activity, state.name), state: 'AZ', stateName: state.name },
      {
        engine: 'built-in',
        searchFederal: () => [],
        searchOffences: async () => [
          {
            citation: '18 U.S.C. § 555',
            title: 'Border tunnels and passages',
            url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title18-section555&num=0&edition=prelim',
            penalty: 'Up to 20 years in prison (18 U.S.C. § 555(a)).',
          },
        ],
      },
    );
    expect(online.answer).not.toContain(OFFENCE_SEARCH_OFFLINE);
    expect(online.statute).toMatch(/^18 U\.S\.C\. § 555 \(Border tunnels and passages\)\./);
    expect(online.penalty).toBe(
      'Laws AI has not confirmed that 18 U.S.C. § 555 applies to what you describe. If it does, the penalty its official text states: Up to 20 years in prison (18 U.S.C. § 555(a)). If a state law or local ordinance covers it instead, penalties vary by state and by the kind of offense.',
    );
  });

  it('offline, a curated typed activity is answered in full without any law library', async () => {
    const state = findState('TX')!;
    const reply = await answerWhatsIllegal(
      { question: buildQuestion('sell fireworks', state.name), state: 'TX', stateName: state.name },
      { engine: 'offline', searchFederal: () => null },
    );
    expectHonestAnswer(reply, state);
    expect(reply.statute).toContain('18 U.S.C. § 836');
    expect(reply.answer).not.toContain(FEDERAL_SEARCH_UNAVAILABLE);
    expect(reply.answer).toContain('Offline: answered on this device');
  });

  it('every typed answer across a sample of states and activities is honest', { timeout: 60_000 }, async () => {
    for (const code of ['CA', 'TX', 'AR', 'PA', 'NM', 'OK']) {
      const state = findState(code)!;
      for (const activity of ['sell fireworks', 'fire an employee for being pregnant', 'use a fake ID']) {
        const reply = await answerWhatsIllegal(
          { question: buildQuestion(activity, state.name), state: code, stateName: state.name },
          { engine: 'built-in', searchFederal: search },
        );
        expectHonestAnswer(reply, state);
      }
    }
  });
});

describe('the full-text fallback (sync-server/textSearch rankings)', () => {
  // Rows as the full-text index ranked them for these words (release point 119-100).
  it('lists a section only when its heading names three quarters (and two) of the topic words', () => {
    expect(
      rankedFederal('carry pepper spray', [
        { title: 18, section: '229C', heading: 'Individual self-defense devices', score: 27.1 },
        {
          title: 18,
          section: '4049',
          heading: 'Officers and employees of the Bureau of Prisons authorized to carry oleoresin capsicum spray',
          score: 17.7,
        },
      ]),
    ).toEqual([]);
    expect(
      rankedFederal('send obscene material to a minor', [
        { title: 18, section: '1470', heading: 'Transfer of obscene material to minors', score: 26.2 },
        { title: 18, section: '1468', heading: 'Distributing obscene material by cable or subscription television', score: 25.7 },
      ]),
    ).toEqual([
      {
        citation: '18 U.S.C. § 1470',
        title: 'Transfer of obscene material to minors',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title18-section1470&num=0&edition=prelim',
      },
    ]);
    expect(rankedFederal('go dumpster diving', [{ title: 37, section: '304', heading: 'Special pay: diving duty', score: 17.1 }])).toEqual(
      [],
    );
  });
});
