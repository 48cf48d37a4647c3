/**
 * In-app addresses of the law reader. One place, so cross-references, answers' "Read
 * the law", quiz references and the router agree:
 *   /federal-laws/:title            a title's sections (its listing; `#s-1692c` scrolls to one)
 *   /federal-laws/:title/:section   one section; `#a-1` opens it at subsection (a)(1)
 * Light: no corpus import.
 */

/** The router's patterns. */
export const LAW_TITLE_ROUTE = '/federal-laws/:title';
export const LAW_SECTION_ROUTE = '/federal-laws/:title/:section';

/** "/federal-laws/15/1692c#a-1". `section` in URL form ("2000e-2"); an en dash is folded to "-". */
export function lawSectionPath(title: number, section: string, anchor?: string): string {
  const clean = section.replace(/[–—]/g, '-');
  return `/federal-laws/${title}/${encodeURIComponent(clean)}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}

/** "/federal-laws/15#s-1692c": the title's listing, scrolled to a section when given. */
export function lawTitlePath(title: number, nearSection?: string): string {
  return `/federal-laws/${title}${nearSection ? `#${listingAnchor(nearSection)}` : ''}`;
}

/** Anchor id of a section's row in its title's listing. */
export function listingAnchor(section: string): string {
  return `s-${section.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The record id of the section a reader route shows ("usc-15-1692c"; "usc-42-1320d-6"). */
export function sectionIdOf(title: number, section: string): string {
  return `usc-${title}-${section}`;
}

/**
 * Title and section from route parameters, or undefined when they can't name a section
 * (title 1-54, section of letters, digits, hyphens, up to 32 characters; "_2" is a duplicate number).
 */
export function parseLawParams(title: string | undefined, section?: string): { title: number; section?: string } | undefined {
  if (!title || !/^\d{1,2}$/.test(title)) return undefined;
  const t = Number(title);
  if (t < 1 || t > 54) return undefined;
  if (section === undefined) return { title: t };
  const s = section.replace(/[–—]/g, '-');
  if (!/^[0-9A-Za-z][0-9A-Za-z.-]{0,31}$/.test(s)) return undefined;
  return { title: t, section: s };
}
