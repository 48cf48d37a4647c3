/**
 * A U.S. Code citation in a reference ("15 U.S.C. § 1692c(a)(1)", "Fair Debt Collection
 * Practices Act, 15 U.S.C. § 1692c") as the law detail opens it: the section's record id and the
 * level to open at. Light (no corpus): a quiz or a guide's reference becomes a link to the text.
 */
import { sectionIdOf } from '../../../core/laws/lawPaths';

export interface LawReferenceTarget {
  /** Where the citation is in the text. */
  start: number;
  end: number;
  lawId: string;
  /** "a-1" for (a)(1); undefined for the whole section. */
  target?: string;
}

const CITATION = /\b(\d{1,2})\s+U\.\s?S\.\s?C\.\s+§+\s*(\d+[A-Za-z]*(?:[–-]\d+[A-Za-z]*)*)((?:\([A-Za-z0-9]{1,6}\))*)/;

/**
 * "§§ 201-219" and "§§ 1692-1692p" stand for their first section; a single number keeps its own
 * hyphens ("1320d-6", "2000e-2").
 */
function firstOfRange(plural: boolean, section: string): string {
  if (!plural) return section;
  const pure = /^(\d+)-(\d+)$/.exec(section);
  if (pure && Number(pure[2]) > Number(pure[1])) return pure[1];
  const lead = /^(\d+)/.exec(section)?.[1];
  const cut = lead ? section.indexOf(`-${lead}`) : -1;
  return cut > 0 ? section.slice(0, cut) : section;
}

/** The first U.S. Code citation of `text`, or undefined. */
export function lawReferenceTarget(text: string): LawReferenceTarget | undefined {
  const m = CITATION.exec(text);
  if (!m) return undefined;
  const title = Number(m[1]);
  if (title < 1 || title > 54) return undefined;
  const section = firstOfRange(m[0].includes('§§'), m[2].replace(/–/g, '-'));
  const levels = [...m[3].matchAll(/\(([^()]+)\)/g)].map((d) => d[1]);
  return {
    start: m.index,
    end: m.index + m[0].length,
    lawId: sectionIdOf(title, section),
    target: levels.length ? levels.join('-') : undefined,
  };
}
