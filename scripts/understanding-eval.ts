/**
 * The understanding sets (eval/understanding, docs/understanding.md): long federal posts and typed
 * What's Illegal activities, each written before any tuning. Run by `npm run check:ranking`
 * (no file) on the server's own ranking, composer and What's Illegal engine:
 * - long posts: an expected section in the top 3 (the whole post, and its first 500 characters),
 *   and a lead that answers (the composed answer's first source is an expected section);
 *   precision = leads that answer / posts given a federal lead, coverage = posts given a lead
 *   that answers / all posts;
 * - a state-law set (when present): posts told state law decides, and posts led by a federal
 *   section they are not about (its `allowed` list names related sections);
 * - What's Illegal: the answer cites a section that applies (typedSet/score.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { composeUnderstood } from '../core/answer/understood';
import { DEFAULT_STATE_CODE, findState } from '../core/data/states';
import { measureStateLaw, type StateLawPost } from '../core/understanding/heldout.measure';
import { findLawsBySection } from '../core/laws/corpus';
import type { LawIndex } from '../core/search';
import type { SearchResponse } from '../core/schemas/legal';
import { buildQuestion } from '../core/whatsIllegal/question';
import { NO_FEDERAL_LAW_FOUND } from '../core/whatsIllegal/engine';
import { citedSections, scoreCase } from '../eval/whatsIllegal/typedSet/score';
import type { TypedCase } from '../eval/whatsIllegal/typedSet/types';
import { rankLaws } from '../sync-server/legal/lawRanking';
import { localAnswer } from '../sync-server/legal/whatsIllegal';
import type { TextSearch } from '../sync-server/textSearch';

interface Post {
  question: string;
  expect: string[];
}
type Activity = TypedCase;

export const SETS = {
  /** Tuned on since its first run (docs/understanding.md). */
  federal: 'eval/understanding/federal-long-posts.json',
  /** Written and committed before any tuning of the ranking on it: the set that proves generalisation. */
  federal2: 'eval/understanding/federal-long-posts-2.json',
  /** Written before choosing among one Act's sections: each post's answer is one section of an Act with several. */
  federal3: 'eval/understanding/federal-long-posts-3.json',
  /** Written before the work on reaching anti-retaliation and sibling sections (docs/understanding.md). */
  federal4: 'eval/understanding/federal-long-posts-4.json',
  /** Written before making the lead answer what the post asks (docs/understanding.md): varied federal matters, most in no earlier set. */
  federal5: 'eval/understanding/federal-long-posts-5.json',
  /** Written by an engineer who did not tune, while the lead and group rules were tuned elsewhere; run on them after. */
  federal6: 'eval/understanding/federal-long-posts-6.json',
  /** Written by an engineer who did not tune, before the ranking and What's Illegal were tuned elsewhere; run on them after. */
  federal7: 'eval/understanding/federal-long-posts-7.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  federal8: 'eval/understanding/federal-long-posts-8.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  federal9: 'eval/understanding/federal-long-posts-9.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  federal10: 'eval/understanding/federal-long-posts-10.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  federal11: 'eval/understanding/federal-long-posts-11.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  federal12: 'eval/understanding/federal-long-posts-12.json',
  whatsIllegal: 'eval/understanding/whats-illegal-new.json',
  paraphrases: 'eval/understanding/whats-illegal-paraphrases.json',
  /** Written after the offence vocabulary (core/whatsIllegal/offences.ts), before running it. */
  fresh: 'eval/understanding/whats-illegal-fresh.json',
  /** Written before the penalty reading and the offence recognition by headings (docs/understanding.md). */
  fresh2: 'eval/understanding/whats-illegal-fresh-2.json',
  /** Written after the offence list was extended for fresh-2, before running it: how the list generalises. */
  fresh3: 'eval/understanding/whats-illegal-fresh-3.json',
  /** Written after the list was extended for fresh-3, before running it. */
  fresh4: 'eval/understanding/whats-illegal-fresh-4.json',
  /** Written before the search of penalty sections (docs/understanding.md), on offences no earlier set or list holds. */
  fresh5: 'eval/understanding/whats-illegal-fresh-5.json',
  /**
   * Written before making the prepared activities' matching stricter (docs/understanding.md): offences
   * no earlier set or list holds, and look-alikes of prepared activities that are lawful or state matters.
   */
  fresh6: 'eval/understanding/whats-illegal-fresh-6.json',
  /** Written after that change (the subject rules, the gated offence search), before running it. */
  fresh7: 'eval/understanding/whats-illegal-fresh-7.json',
  /** Written before the general offence search (finding the section that makes an activity an offence), before running it. */
  fresh8: 'eval/understanding/whats-illegal-fresh-8.json',
  /** Written before the general offence finder was tuned, and held out from it: how it generalises. */
  fresh9: 'eval/understanding/whats-illegal-fresh-9.json',
  /** Written by an engineer who did not tune, while the wrong leads were cut elsewhere; run on that work after. */
  fresh10: 'eval/understanding/whats-illegal-fresh-10.json',
  /** Written by an engineer who did not tune, before the offence finder was tuned elsewhere; run on it after. */
  fresh11: 'eval/understanding/whats-illegal-fresh-11.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  fresh12: 'eval/understanding/whats-illegal-fresh-12.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  fresh13: 'eval/understanding/whats-illegal-fresh-13.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  fresh14: 'eval/understanding/whats-illegal-fresh-14.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  fresh15: 'eval/understanding/whats-illegal-fresh-15.json',
  /** Written by an engineer who did not tune, before this round's tuning elsewhere; run on it after. */
  fresh16: 'eval/understanding/whats-illegal-fresh-16.json',
  /** Written by the other half of the issue (core/understanding); measured when present. */
  stateLaw: ['eval/understanding/stateLaw.posts.json'],
};

/** "42 U.S.C. § 3604(f)(3)(B)" -> "42/3604". */
export function sectionKey(citation: string): string | undefined {
  const m = /(\d+)\s+U\.S\.C\.\s+§§?\s*([0-9A-Za-z]+(?:[-–][0-9A-Za-z]+)*)/.exec(citation);
  return m ? `${m[1]}/${m[2]!.replace('–', '-')}` : undefined;
}

const pct = (n: number, d: number) => `${n}/${d} (${d ? ((100 * n) / d).toFixed(1) : '0.0'} %)`;
const short = (q: string) => (q.length > 90 ? `${q.slice(0, 87)}...` : q);

async function answer(
  index: LawIndex,
  text: TextSearch,
  question: string,
  state?: string,
): Promise<{ top3: string[]; reply: SearchResponse }> {
  const { hits } = await rankLaws(index, question, { limit: 10 }, text);
  // The answer path of the server: the post read once, then composed (core/answer/understood.ts).
  const reply = composeUnderstood(question, hits, { engine: 'built-in', sectionLaws: findLawsBySection, ...(state ? { state } : {}) });
  return { top3: hits.slice(0, 3).map((h) => `${h.record.usc.title}/${h.record.usc.section}`), reply };
}

const leadOf = (reply: SearchResponse) =>
  reply.jurisdiction?.kind === 'none' ? undefined : reply.sources[0] && sectionKey(reply.sources[0].citation);

export async function runUnderstandingSets(index: LawIndex, text: TextSearch, verbose: boolean, only?: string): Promise<void> {
  const want = (set: string) => !only || only.split(',').includes(set);
  for (const [name, file] of [
    ['federal', SETS.federal],
    ['federal2', SETS.federal2],
    ['federal3', SETS.federal3],
    ['federal4', SETS.federal4],
    ['federal5', SETS.federal5],
    ['federal6', SETS.federal6],
    ['federal7', SETS.federal7],
    ['federal8', SETS.federal8],
    ['federal9', SETS.federal9],
    ['federal10', SETS.federal10],
    ['federal11', SETS.federal11],
    ['federal12', SETS.federal12],
  ] as const) {
    if (want(name) && existsSync(file)) await runFederal(index, text, file, verbose);
  }

  for (const file of SETS.stateLaw.filter((f) => want('state') && existsSync(f))) {
    // 30a's measure (core/understanding/heldout.measure.ts) on the server's ranking with the full text.
    const set = JSON.parse(readFileSync(file, 'utf8')) as StateLawPost[];
    const replies = new Map<string, SearchResponse>();
    for (const p of set) replies.set(p.post, (await answer(index, text, p.post, 'OH')).reply);
    const m = measureStateLaw(set, (post) => replies.get(post)!, 'OH');
    if (verbose) for (const miss of m.misses) console.log(`  ${miss}`);
    console.log(
      `\nState-law posts (${file}, Ohio saved): say state law decides ${pct(m.saysState, m.n)}; led by an unrelated federal section ${pct(m.ledByUnrelated, m.n)}`,
    );
  }

  // `--sets=illegal` runs every What's Illegal set; `--sets=fresh10` one of them.
  const illegalSets = (
    [
      'whatsIllegal',
      'paraphrases',
      'fresh',
      'fresh2',
      'fresh3',
      'fresh4',
      'fresh5',
      'fresh6',
      'fresh7',
      'fresh8',
      'fresh9',
      'fresh10',
      'fresh11',
      'fresh12',
      'fresh13',
      'fresh14',
      'fresh15',
      'fresh16',
    ] as const
  ).filter((name) => want('illegal') || want(name));
  for (const file of illegalSets.map((name) => SETS[name]).filter((f) => existsSync(f))) {
    const set = JSON.parse(readFileSync(file, 'utf8')) as Activity[];
    let right = 0,
      wrong = 0,
      federalRight = 0;
    for (const [i, c] of set.entries()) {
      // A place the app offers no state for (fresh13 has three DC cases) is asked with the app's default state.
      const state = findState(c.state) ?? findState(DEFAULT_STATE_CODE)!;
      const reply = await localAnswer({ question: buildQuestion(c.q, state.name), state: state.code, stateName: state.name }, () => text);
      const result = scoreCase(c, reply);
      if (result.right) right += 1;
      if (result.right && 'federal' in c) federalRight += 1;
      // A wrong lead: a section is shown and none applies (worse than saying none was found); for a
      // look-alike (a lawful or state matter), any section its case does not allow.
      else if (
        'federal' in c
          ? !reply.answer.includes(NO_FEDERAL_LAW_FOUND) && citedSections(reply).size > 0
          : result.why.startsWith('cites unrelated')
      )
        wrong += 1;
      if (verbose || !result.right) console.log(`${result.right ? 'ok  ' : 'MISS'} ${i + 1}. ${c.q} -> ${result.why}`);
    }
    const federal = set.filter((c) => 'federal' in c).length;
    const split =
      federal < set.length
        ? ` (federal activities cite the section ${pct(federalRight, federal)}; look-alikes answered honestly ${pct(right - federalRight, set.length - federal)})`
        : '';
    console.log(
      `\nWhat's Illegal (${file}): cites the section that applies ${pct(right, set.length)}; a wrong lead ${pct(wrong, set.length)}${split}`,
    );
  }
}

async function runFederal(index: LawIndex, text: TextSearch, file: string, verbose: boolean): Promise<void> {
  const posts = JSON.parse(readFileSync(file, 'utf8')) as Post[];
  let top3 = 0,
    top3Cut = 0,
    led = 0,
    ledRight = 0;
  for (const [i, p] of posts.entries()) {
    const whole = await answer(index, text, p.question);
    const cut = await answer(index, text, p.question.slice(0, 500));
    const ok = whole.top3.some((k) => p.expect.includes(k));
    if (ok) top3 += 1;
    if (cut.top3.some((k) => p.expect.includes(k))) top3Cut += 1;
    const lead = leadOf(whole.reply);
    if (lead) led += 1;
    const right = lead !== undefined && p.expect.includes(lead);
    if (right) ledRight += 1;
    if (verbose || !ok || !right)
      console.log(
        `${ok ? 'top3' : 'MISS'} ${right ? 'lead' : 'NOLEAD'} ${i + 1}. ${short(p.question)}\n       want ${p.expect.join(' or ')}; top 3: ${whole.top3.join(', ')}; lead: ${lead ?? whole.reply.jurisdiction?.kind}`,
      );
  }
  console.log(`\nLong federal posts (${file}):`);
  console.log(`  expected section in the top 3: ${pct(top3, posts.length)}; the first 500 characters only: ${pct(top3Cut, posts.length)}`);
  console.log(`  a lead that answers (coverage): ${pct(ledRight, posts.length)}; precision of the leads given: ${pct(ledRight, led)}`);
}
