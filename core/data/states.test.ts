import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildStates, dataDir, outFile } from '../../scripts/build-states';
import { DEFAULT_STATE_CODE, findState, isStateCode, officialLawSite, usStates } from './states';

describe('the US state list', () => {
  it('has the 50 states, unique codes, alphabetical, CA by default', () => {
    expect(usStates).toHaveLength(50);
    expect(new Set(usStates.map((s) => s.code)).size).toBe(50);
    expect(usStates.map((s) => s.name)).toEqual([...usStates.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(findState(DEFAULT_STATE_CODE)?.name).toBe('California');
    expect(usStates.some((s) => s.code === 'DC')).toBe(false);
    expect(findState('tx')?.name).toBe('Texas');
    expect(isStateCode('ZZ')).toBe(false);
  });

  it('links only https official sites, and the legislature where a state has no free statutes site', () => {
    for (const state of usStates) {
      expect(state.legislatureUrl).toMatch(/^https:\/\//);
      if (state.statutesUrl !== null) expect(state.statutesUrl).toMatch(/^https:\/\//);
      expect(state.statutoryCode.length).toBeGreaterThan(3);
    }
    for (const code of ['AR', 'MS', 'TN']) {
      const state = findState(code)!;
      expect(state.statutesUrl).toBeNull();
      expect(officialLawSite(state)).toEqual({ url: state.legislatureUrl, kind: 'legislature' });
    }
    expect(officialLawSite(findState('TX')!)).toEqual({ url: 'https://statutes.capitol.texas.gov/', kind: 'statutes' });
    expect(findState('NJ')?.legislatureName).toBe('New Jersey Legislature');
  });

  it.runIf(existsSync(`${dataDir}state-codes.json`))('is exactly what scripts/build-states.ts makes from the official data', () => {
    const fresh = buildStates(readFileSync(`${dataDir}states.json`, 'utf8'), readFileSync(`${dataDir}state-codes.json`, 'utf8'));
    expect(readFileSync(outFile, 'utf8')).toBe(fresh);
  });
});
