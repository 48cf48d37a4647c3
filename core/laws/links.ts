/**
 * Citations and official links for a U.S. Code section. Patterns from shared/data/README.md.
 * Light: no corpus import, safe for any app chunk.
 */

/** "42 U.S.C. § 3604". `section` in the data's URL form ("2000e-2"). */
export function formatCitation(title: number, section: string): string {
  return `${title} U.S.C. § ${section}`;
}

/** Sections are letters, digits and hyphens; anything else is percent-encoded so a link can't be bent. */
function safeSection(section: string): string {
  return encodeURIComponent(section.trim());
}

/** Current text on the Office of the Law Revision Counsel's site. */
export function uscodeUrl(title: number, section: string): string {
  return `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${title}-section${safeSection(section)}&num=0&edition=prelim`;
}

/** The same section on GovInfo (GPO). */
export function govinfoUrl(title: number, section: string): string {
  return `https://www.govinfo.gov/link/uscode/${title}/${safeSection(section)}?link-type=html`;
}

/** `title/section`, the key used by key-laws.json and the search engine. */
export function sectionKey(title: number, section: string): string {
  return `${title}/${section}`;
}

/** Record id of a bare section; the second of a duplicated number gets "-dup2". */
export function sectionRecordId(title: number, section: string, duplicateNumber?: number): string {
  return `usc-${title}-${section}${duplicateNumber ? `-dup${duplicateNumber}` : ''}`;
}
