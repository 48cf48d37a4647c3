/**
 * Full official texts of the key-law sections (FCRA, FDCPA, TILA, Fair Housing Act, FLSA,
 * Title VII, ADA, FERPA). Its own module: ~1.2 MB of JSON only the detail view needs.
 */
import keyLawsJson from '../data/generated/uscode/key-laws.json' with { type: 'json' };
import { sectionKey } from './links';
import type { KeyLawText } from './types';

const keyLaws = keyLawsJson as Record<string, KeyLawText>;

export function getFullText(title: number, section: string): KeyLawText | undefined {
  return Object.hasOwn(keyLaws, sectionKey(title, section)) ? keyLaws[sectionKey(title, section)] : undefined;
}

/** Every full text, keyed by `title/section` (for size figures and offline download). */
export function allFullTexts(): Readonly<Record<string, KeyLawText>> {
  return keyLaws;
}
