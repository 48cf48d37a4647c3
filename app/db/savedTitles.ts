/**
 * U.S. Code titles saved for offline reading and search ("Save this title for
 * offline"). A title's sections are written in batches while the download streams in; the
 * title counts as saved only once every section is written, and a failed or cancelled save
 * removes what it wrote.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { buildSectionRecord, toLawDetail } from '../../core/laws/records';
import { lawTitleSchema, type LawDetail, type LawTitle, type TitleTextHeader, type TitleTextSection } from '../../core/schemas/legal';
import { db } from './database';
import type { SavedTitleRecord, TitleSectionRecord } from './types';

/** Starts a save: any earlier copy of the title is replaced. */
export async function beginTitleSave(header: TitleTextHeader, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.savedTitles, db.titleSections, async () => {
    await db.titleSections.where('title').equals(header.title).delete();
    await db.savedTitles.put({
      title: header.title,
      name: header.name,
      status: 'saving',
      releasePoint: header.releasePoint,
      releasePointLabel: header.releasePointLabel,
      sectionCount: header.sectionCount,
      stored: 0,
      bytes: 0,
      savedAt: now,
    });
  });
}

/** Writes a batch of sections (as the server sent them) and counts them. */
export async function storeTitleSections(title: number, sections: readonly TitleTextSection[], bytes: number): Promise<number> {
  return db.transaction('rw', db.savedTitles, db.titleSections, async () => {
    const record = await db.savedTitles.get(title);
    if (!record) throw new Error(`Title ${title} is not being saved`);
    await db.titleSections.bulkPut(
      // Keyed by the id's section part: the second of a duplicated number is "1395b-7-dup2".
      sections.map(({ title: t, id, citation, heading, intro, levels, links }) => ({
        title: t,
        section: id.slice(`usc-${t}-`.length),
        id,
        citation,
        heading,
        intro,
        levels,
        links,
      })),
    );
    const stored = record.stored + sections.length;
    await db.savedTitles.update(title, { stored, bytes: record.bytes + bytes });
    return stored;
  });
}

export async function finishTitleSave(title: number, now = Date.now()): Promise<SavedTitleRecord> {
  return db.transaction('rw', db.savedTitles, async () => {
    const record = await db.savedTitles.get(title);
    if (!record) throw new Error(`Title ${title} is not being saved`);
    const done: SavedTitleRecord = { ...record, status: 'saved', savedAt: now };
    await db.savedTitles.put(done);
    return done;
  });
}

/** Removes a title (its sections and its record): "Remove" on the title page, or a failed save. */
export async function removeSavedTitle(title: number): Promise<void> {
  await db.transaction('rw', db.savedTitles, db.titleSections, async () => {
    await db.titleSections.where('title').equals(title).delete();
    await db.savedTitles.delete(title);
  });
}

export async function getSavedTitle(title: number): Promise<SavedTitleRecord | null> {
  return (await db.savedTitles.get(title)) ?? null;
}

/** Titles completely saved, by number. */
export async function listSavedTitles(): Promise<SavedTitleRecord[]> {
  return (await db.savedTitles.toArray()).filter((t) => t.status === 'saved').sort((a, b) => a.title - b.title);
}

/** Live: undefined while reading, then the title's record (saved or being saved) or null. */
export function useSavedTitle(title: number): SavedTitleRecord | null | undefined {
  return useLiveQuery(async () => (await db.savedTitles.get(title)) ?? null, [title], undefined);
}

/** Live: every completely saved title. */
export function useSavedTitles(): SavedTitleRecord[] | undefined {
  return useLiveQuery(listSavedTitles, [], undefined);
}

/** One section of a completely saved title, or null. */
export async function getTitleSection(title: number, section: string): Promise<TitleSectionRecord | null> {
  const saved = await db.savedTitles.get(title);
  if (saved?.status !== 'saved') return null;
  return (await db.titleSections.get([title, section])) ?? null;
}

/** Every section of a completely saved title (for its offline index). */
export async function titleSections(title: number): Promise<TitleSectionRecord[]> {
  const saved = await db.savedTitles.get(title);
  if (saved?.status !== 'saved') return [];
  return db.titleSections.where('title').equals(title).toArray();
}

/** Which sections of a title the device holds in full (saved title, or read once). */
export async function sectionsHeld(title: number): Promise<Set<string>> {
  const held = new Set<string>();
  const saved = await db.savedTitles.get(title);
  if (saved?.status === 'saved') for (const key of await db.titleSections.where('title').equals(title).primaryKeys()) held.add(key[1]);
  const prefix = `usc-${title}-`;
  for (const law of await db.laws.where('id').startsWith(prefix).toArray()) {
    if ((law as { officialText?: unknown }).officialText) held.add(String(law.id).slice(prefix.length));
  }
  return held;
}

/** A saved section as the law detail the reader shows. */
export function titleSectionToDetail(
  section: TitleSectionRecord,
  saved: Pick<SavedTitleRecord, 'releasePoint' | 'releasePointLabel'>,
): LawDetail {
  const dup = /^(.*)-dup(\d+)$/.exec(section.section);
  const record = buildSectionRecord(
    dup ? [section.title, dup[1], section.heading, 0, Number(dup[2])] : [section.title, section.section, section.heading],
    {},
  );
  return toLawDetail(record, undefined, {
    text: '',
    officialText: {
      heading: section.heading,
      intro: section.intro,
      levels: section.levels,
      links: section.links,
      releasePoint: saved.releasePoint,
      releasePointLabel: saved.releasePointLabel,
    },
  });
}

const listingKey = (title: number) => `title-listing:${title}`;

/** Keeps a title's listing as last seen online (small: numbers and headings), so offline the reader still names its sections. */
export async function keepTitleListing(listing: LawTitle): Promise<void> {
  await db.meta.put({ key: listingKey(listing.title), value: listing });
}

/** The listing of a title as last seen online, or null. */
export async function keptTitleListing(title: number): Promise<LawTitle | null> {
  const record = await db.meta.get(listingKey(title));
  const parsed = lawTitleSchema.safeParse(record?.value);
  return parsed.success ? parsed.data : null;
}

/** Citation and heading of a section the device knows of (saved title or a listing seen), without its text. */
export async function sectionNameOnDevice(title: number, section: string): Promise<{ citation: string; heading: string } | null> {
  const held = await db.titleSections.get([title, section]);
  if (held) return { citation: held.citation, heading: held.heading };
  const listing = await keptTitleListing(title);
  const row = listing?.sections.find((s) => s.id === `usc-${title}-${section}`);
  return row ? { citation: row.citation, heading: row.heading } : null;
}
