import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../../../scripts/build-amendments';
import { amendments } from './index';
import { containsPhrase, distinctivePhrase, normalizeForComparison, verificationPhrase } from './phrases';

const hasSharedData = existsSync(dataDir + 'amendments-all.json');

describe('verification phrases', () => {
  it('compare texts without case, punctuation or extra spaces', () => {
    expect(normalizeForComparison('A well regulated Militia, being  necessary;\n to the “security”')).toBe('a well regulated militia being necessary to the security');
    expect(containsPhrase('x a b c y', 'a b c')).toBe(true);
    // Whole words only.
    expect(containsPhrase('xa b c', 'a b c')).toBe(false);
  });

  it('leave out "Section 1." and tell the 15th from the 19th', () => {
    expect(verificationPhrase(15).endsWith('on account of race')).toBe(true);
    expect(verificationPhrase(19).endsWith('on account of sex')).toBe(true);
    expect(verificationPhrase(14).startsWith('all persons born or naturalized')).toBe(true);
    expect(verificationPhrase(1).split(' ')).toHaveLength(12);
    expect(() => verificationPhrase(11)).toThrow();
  });

  it('find a phrase on a page that prints the text of another amendment only when it is that amendment', () => {
    const page = normalizeForComparison(amendments.map((a) => a.fullText).join('\n'));
    for (const a of amendments) expect(containsPhrase(page, verificationPhrase(a.number))).toBe(true);
    const withoutNineteenth = normalizeForComparison(amendments.filter((a) => a.number !== 19).map((a) => a.fullText).join('\n'));
    expect(containsPhrase(withoutNineteenth, verificationPhrase(19))).toBe(false);
  });

  it('pick the shortest distinctive opening', () => {
    expect(distinctivePhrase('one two three four five six seven eight nine ten eleven twelve thirteen', ['one two three four five six seven eight nine ten eleven twelve x'])).toBe(
      'one two three four five six seven eight nine ten eleven twelve thirteen',
    );
  });

  it.skipIf(!hasSharedData)('are distinct among all 27 amendments and found in the other official printing (Cornell LII / National Archives style)', () => {
    const all = JSON.parse(readFileSync(dataDir + 'amendments-all.json', 'utf8')) as Array<{ number: number; text: string }>;
    const listed = JSON.parse(readFileSync(dataDir + 'amendments.json', 'utf8')) as Array<{ number: number; textVariants?: Array<{ text: string }> }>;
    for (const a of amendments) {
      const phrase = verificationPhrase(a.number);
      for (const other of all.filter((o) => o.number !== a.number)) expect(containsPhrase(normalizeForComparison(other.text), phrase), `${a.number} in ${other.number}`).toBe(false);
      for (const variant of listed.find((l) => l.number === a.number)?.textVariants ?? []) {
        expect(containsPhrase(normalizeForComparison(variant.text), phrase), `${a.number} variant`).toBe(true);
      }
    }
  });
});
