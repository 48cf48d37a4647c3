/**
 * Checks a citation written by an AI model against the corpus (imports the whole corpus: server
 * side only). A citation is verified when the U.S. Code section it names is in the library.
 */
import { findAmendment, officialTexts } from '../data/amendments';
import { ordinal } from '../schemas/amendments';
import type { Source } from '../schemas/legal';
import { findTitledCitations } from '../search/citations';
import { findLawsBySection } from './corpus';
import type { LawRecord } from './types';

/** Every dash the model may write, folded to "-" one for one (indices stay the same). */
export const foldDashes = (text: string) => text.replace(/[\u2010-\u2015\u2212]/g, '-');

/**
 * The corpus record a citation names: one of `preferred` (the sources the model was given) when
 * it names that section, else the section's guide, else the bare section. Undefined when the
 * text names no U.S. Code section with its title, or one the library does not hold.
 */
export function resolveCitation(citation: string, preferred: readonly Pick<LawRecord, 'id'>[] = []): LawRecord | undefined {
  const [cite] = findTitledCitations(foldDashes(citation));
  if (!cite) return undefined;
  return resolveSection(cite.title, cite.section, preferred);
}

export function resolveSection(title: number, section: string, preferred: readonly Pick<LawRecord, 'id'>[] = []): LawRecord | undefined {
  const records = findLawsBySection(title, section);
  if (records.length === 0) return resolveRange(title, section, preferred);
  const given = records.find((r) => preferred.some((p) => p.id === r.id));
  return given ?? records[0];
}

/**
 * A range of sections ("1692-1692p", as in "15 U.S.C. §§ 1692-1692p") is verified when both ends
 * are in the library; it stands for its first section. Section numbers have hyphens of their own
 * ("2000e-2"), so every split is tried.
 */
function resolveRange(title: number, section: string, preferred: readonly Pick<LawRecord, 'id'>[]): LawRecord | undefined {
  for (let i = section.indexOf('-'); i > 0; i = section.indexOf('-', i + 1)) {
    const first = section.slice(0, i);
    const last = section.slice(i + 1);
    if (findLawsBySection(title, first).length > 0 && findLawsBySection(title, last).length > 0)
      return resolveSection(title, first, preferred);
  }
  return undefined;
}

/** An amendment the library holds (official text and link), as a source; undefined otherwise. */
export function resolveAmendment(number: number): Source | undefined {
  const amendment = findAmendment(number);
  const official = officialTexts.find((t) => t.number === number);
  if (!amendment || !official) return undefined;
  return {
    title: `${ordinal(number)} Amendment — ${amendment.title}`,
    citation: `U.S. Const. amend. ${official.roman}`,
    url: amendment.officialSource,
    summary: amendment.simplifiedExplanation,
  };
}
