import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { usStates } from '../data/states';
import { legalAidServices } from '../data/legalResources';
import { readQuestion } from './read';
import { whereToTurn } from './whereToTurn';

const dataDir = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
const urlsIn = (text: string) => [...text.matchAll(/https:\/\/[^\s)]+[^\s).,;]/g)].map((m) => m[0]);

describe('where to turn', () => {
  it('says state law decides a state-law area and gives next steps in the named state, the saved one noted', () => {
    const turn = whereToTurn(readQuestion('my ex stopped paying child support in Florida, what can I do about custody'), 'OH');
    expect(turn.decidedBy).toMatch(/^Questions about family law: divorce, custody and support are decided mainly by state law/);
    expect(turn.state?.name).toBe('Florida');
    expect(turn.stateNote).toBe('Answering for Florida, named in your question; your saved state is Ohio.');
    expect(turn.steps.map((s) => s.title)).toEqual([
      'Florida courts’ self-help center',
      'Find free legal help',
      'A lawyer through the state bar',
      'Call 211',
      'Read your state’s law',
    ]);
    expect(turn.steps[1]!.description).toContain('https://www.lawhelp.org');
    expect(turn.steps.map((s) => s.description).join(' ')).not.toMatch(/choose your state/i);
  });

  it.skipIf(!existsSync(dataDir))('links only addresses from shared/data or the Legal Resources list', () => {
    const allowed = new Set<string>([
      ...(JSON.parse(readFileSync(`${dataDir}legal-aid-resources.json`, 'utf8')) as { url: string }[]).map((r) => r.url),
      ...(
        JSON.parse(readFileSync(`${dataDir}state-codes.json`, 'utf8')) as { statutesUrl: string | null; legislatureUrl: string }[]
      ).flatMap((s) => [s.statutesUrl, s.legislatureUrl].filter((u): u is string => !!u)),
      ...legalAidServices.map((r) => r.url),
    ]);
    for (const state of [undefined, ...usStates.map((s) => s.code)]) {
      for (const step of whereToTurn(readQuestion('my landlord kept my deposit'), state).steps) {
        for (const url of urlsIn(step.description)) expect(allowed, `${state}: ${url}`).toContain(url);
      }
    }
  });
});
