/**
 * Citation queries: "42 USC 3604", "42 U.S.C. § 3604(a)", "42 U.S. Code 3604", "title 42
 * section 3604", and bare "§ 1692c" / "section 1692c" (title unknown: every title that has
 * that section is a candidate).
 */
export interface CitedSection {
  /** Undefined for a bare "§ 1692c". */
  title?: number;
  /** As typed, lower-cased, hyphens ASCII ("2000e-2"). */
  section: string;
}

const SECTION = String.raw`(\d+[a-z]*(?:-\d+[a-z]*)*)`;
const USC = String.raw`u\.?\s*s\.?\s*(?:c\.?\s*a?\.?|code)`;
const patterns: { re: RegExp; titled: boolean }[] = [
  // 42 U.S.C. § 3604, 42 USC 3604, 42 U.S. Code § 3604, 42 U.S.C. sec. 3604, 42 USCA 3604
  { re: new RegExp(String.raw`\b(\d{1,2})\s*${USC}\s*(?:§+|sec(?:tion|t?\.)?|s\.)?\s*${SECTION}`, 'gi'), titled: true },
  // title 42 section 3604, title 42 § 3604
  { re: new RegExp(String.raw`\btitle\s+(\d{1,2})\s*,?\s*(?:§+|sec(?:tion|t?\.)?)\s*${SECTION}`, 'gi'), titled: true },
  // § 1692c, §§ 1681, section 1692c, sec. 1692c
  { re: new RegExp(String.raw`(?:§+|\bsec(?:tion|t?\.)?)\s*${SECTION}`, 'gi'), titled: false },
];

/** Citations in a query (dashes already folded to "-"), and the query with them blanked out. */
export function parseCitations(query: string): { cites: CitedSection[]; rest: string } {
  const cites: CitedSection[] = [];
  let rest = query;
  for (const { re, titled } of patterns) {
    rest = rest.replace(re, (...m: string[]) => {
      const cite: CitedSection = titled ? { title: Number(m[1]), section: m[2].toLowerCase() } : { section: m[1].toLowerCase() };
      if (!cites.some((c) => c.title === cite.title && c.section === cite.section)) cites.push(cite);
      return ' ';
    });
  }
  return { cites, rest };
}

/** A U.S. Code citation with its title, found in running text. */
export interface CitationInText extends Required<CitedSection> {
  /** Where the citation starts and ends in the text. */
  start: number;
  end: number;
}

/**
 * Titled U.S. Code citations ("42 U.S.C. § 3604", "title 42 section 3604") in running text, in
 * order. Bare "§ 1692c" is left out: without a title it cannot be checked.
 */
export function findTitledCitations(text: string): CitationInText[] {
  const found: CitationInText[] = [];
  for (const { re, titled } of patterns) {
    if (!titled) continue;
    for (const m of text.matchAll(new RegExp(re.source, re.flags))) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ title: Number(m[1]), section: m[2]!.toLowerCase(), start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];

/** "XIV" → 14, "14" → 14; undefined for anything else. */
function amendmentNumber(text: string): number | undefined {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const roman = text.toUpperCase();
  if (!/^[IVXL]+$/.test(roman)) return undefined;
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const value = ROMAN[roman[i]!]!;
    const next = ROMAN[roman[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function ordinalWordNumber(text: string): number | undefined {
  const words = text.toLowerCase().split(/[\s-]+/);
  if (words.length === 1) {
    const i = ORDINAL_WORDS.indexOf(words[0]!);
    return i === -1 ? undefined : i + 1;
  }
  if (words.length === 2 && words[0] === 'twenty') {
    const i = ORDINAL_WORDS.indexOf(words[1]!);
    return i === -1 || i > 8 ? undefined : 21 + i;
  }
  return undefined;
}

/**
 * The amendment a citation of the Constitution names: "U.S. Const. amend. IV", "Amendment XIV",
 * "14th Amendment", "Fourth Amendment". Undefined for anything else.
 */
export function amendmentCited(text: string): number | undefined {
  const t = text.trim();
  const formal =
    /^U\.?\s?S\.?\s+Const(?:itution)?\.?,?\s+amend(?:ment)?\.?\s+([IVXL]+|\d{1,2})\b/i.exec(t) ??
    /^(?:the\s+)?Amendment\s+([IVXL]+|\d{1,2})\b/i.exec(t);
  if (formal) return amendmentNumber(formal[1]!);
  const numbered = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+Amendment\b/i.exec(t);
  if (numbered) return Number(numbered[1]);
  const worded = /^(?:the\s+)?((?:twenty[\s-])?[a-z]+)\s+Amendment\b/i.exec(t);
  return worded ? ordinalWordNumber(worded[1]!) : undefined;
}
