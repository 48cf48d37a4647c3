/**
 * The official text of a law record, as the law detail sends it: read from
 * corpus/uscode-text through sync-server/lawText, parsed into levels, with its cross-references
 * linked to sections the library holds and the release point. Kept in a small LRU, so a section
 * read again is a lookup (the 900-level 42 U.S.C. § 1395x links in ~10 ms once).
 */
import { corpusMeta } from '../../core/laws/corpus';
import { linkSection } from '../../core/laws/crossRefs';
import type { LawRecord } from '../../core/laws/types';
import type { OfficialText, TitleTextSection } from '../../core/schemas/legal';
import { sectionRecordId } from '../../core/laws/links';
import { formatCitation } from '../../core/laws/links';
import { getLawText, type LawText, type SectionText } from '../lawText';

const CACHE_SIZE = 256;
const cache = new Map<string, { text: string; officialText: OfficialText }>();

/** The duplicate number a record id carries ("usc-42-1395b-7-dup2" -> 2). */
function duplicateOf(record: LawRecord): number | undefined {
  const m = /-dup(\d+)$/.exec(record.id);
  return record.kind === 'section' && m ? Number(m[1]) : undefined;
}

export function holdsIn(lawText: LawText) {
  return (title: number, section: string) => lawText.has(title, section);
}

/** The parsed structure and links of one section's text, in the wire shape. */
export function toOfficialText(
  section: Pick<SectionText, 'title' | 'section' | 'heading' | 'intro' | 'levels'>,
  lawText: LawText,
): OfficialText {
  return {
    heading: section.heading,
    intro: section.intro,
    levels: section.levels,
    links: linkSection(section, section.title, section.section, holdsIn(lawText)),
    releasePoint: lawText.releasePoint,
    releasePointLabel: corpusMeta.label,
  };
}

/** One line of a title's NDJSON text. */
export function toTitleTextSection(section: SectionText, lawText: LawText): TitleTextSection {
  const { links } = toOfficialText(section, lawText);
  return {
    kind: 'section',
    id: sectionRecordId(section.title, section.section, section.duplicateNumber),
    title: section.title,
    section: section.section,
    citation: formatCitation(section.title, section.section),
    heading: section.heading,
    intro: section.intro,
    levels: section.levels,
    links,
  };
}

/** The official text of the section a record is (or, for a guide, explains); undefined when the corpus lacks it. */
export async function officialTextOf(
  record: LawRecord,
  lawText: LawText = getLawText(),
): Promise<{ text: string; officialText: OfficialText } | undefined> {
  const { title, section } = record.usc;
  const dup = duplicateOf(record);
  const key = `${title}/${section}/${dup ?? 1}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const read = await lawText.section(title, section, dup);
  if (!read) return undefined;
  const result = { text: read.text, officialText: toOfficialText(read, lawText) };
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return result;
}
