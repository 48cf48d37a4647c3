/**
 * Scores an answer against a case of the accuracy set. Right means: a federal case cites one of
 * its sections and never says no federal law was found; a state-law case gives the honest lead
 * and cites no federal section outside its `allowed` list.
 */
import type { WhatsIllegalResponse } from '../../../core/schemas/whatsIllegal';
import { NO_FEDERAL_LAW_FOUND } from '../../../core/whatsIllegal/engine';
import type { TypedCase } from './types';

/** Every "T U.S.C. § S" the answer cites, as "T/S". */
export function citedSections(reply: WhatsIllegalResponse): Set<string> {
  const text = [reply.answer, reply.statute, reply.penalty, ...reply.sources.map((s) => s.title)].join('\n');
  return new Set(
    [...text.matchAll(/(\d+) U\.S\.C\. §§? ?([0-9A-Za-z]+(?:[-–][0-9A-Za-z]+)*)/g)].map((m) => `${m[1]}/${m[2]!.replace('–', '-')}`),
  );
}

/** The parts of U.S. Code citations that are about penalties in general, not the activity. */
const GENERAL = new Set(['18/3559', '18/3571', '28/2461']);

export interface CaseResult {
  right: boolean;
  why: string;
}

export function scoreCase(c: TypedCase, reply: WhatsIllegalResponse): CaseResult {
  const cited = citedSections(reply);
  const saysNone = reply.answer.includes(NO_FEDERAL_LAW_FOUND);
  if ('federal' in c) {
    if (saysNone) return { right: false, why: 'says no federal law was found' };
    const hit = c.federal.find((s) => cited.has(s));
    return hit
      ? { right: true, why: `cites ${hit}` }
      : { right: false, why: `cites ${[...cited].join(', ') || 'nothing'}, expected ${c.federal.join(' or ')}` };
  }
  const unrelated = [...cited].filter((s) => !GENERAL.has(s) && !(c.allowed ?? []).includes(s));
  if (unrelated.length) return { right: false, why: `cites unrelated ${unrelated.join(', ')}` };
  if (saysNone) return { right: true, why: 'honest lead' };
  return cited.size > 0 ? { right: true, why: 'only related sections' } : { right: false, why: 'no honest lead' };
}
