/**
 * Checks a citation written by an AI model against the corpus (imports the whole corpus: server
 * side only). A citation is verified when the U.S. Code section it names is in the library.
 */
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
  if (records.length === 0) return undefined;
  const given = records.find((r) => preferred.some((p) => p.id === r.id));
  return given ?? records[0];
}
