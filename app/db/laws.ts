/**
 * Laws kept on the device ("Every law the user has seen is kept in IndexedDB"; the
 * law detail's "Save for offline"). A record is the server's LawDetail plus when it was kept
 * and whether the user asked to keep it. Records written by other work (the whole-library
 * download) may lack the detail-only fields; they read back with those fields empty.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { federalLawSchema, lawDetailSchema, officialTextSchema, type LawDetail } from '../../core/schemas/legal';
import { db } from './database';

export type SavedLaw = LawDetail & {
  /** Epoch milliseconds of the last time the law was stored. */
  savedAt: number;
  /** The user pressed "Save for offline" (a law only seen is kept too, but not marked). */
  savedForOffline: boolean;
};

const storedLawSchema = federalLawSchema.extend({
  fullText: z.string().nullable().catch(null),
  titleName: z.string().catch(''),
  keywords: z.array(z.string()).catch([]),
  // The parsed official text: a section opened once stays readable offline, levels and links included.
  officialText: officialTextSchema.nullable().catch(null),
  savedAt: z.number().catch(0),
  savedForOffline: z.boolean().catch(false),
});

export interface SaveLawOptions {
  /** true for "Save for offline"; false (the default) when the law was only viewed. */
  forOffline?: boolean;
  now?: Date;
}

/**
 * Stores the law with its full text and parsed official text. Viewing a law again never un-saves
 * it, and a copy without full text never replaces a stored full text.
 */
export async function saveLaw(law: LawDetail, { forOffline = false, now = new Date() }: SaveLawOptions = {}): Promise<SavedLaw> {
  const detail = lawDetailSchema.parse(law);
  return db.transaction('rw', db.laws, async () => {
    const existing = await getLaw(detail.id);
    const record: SavedLaw = {
      ...detail,
      fullText: detail.fullText ?? existing?.fullText ?? null,
      officialText: detail.officialText ?? existing?.officialText ?? null,
      savedAt: now.getTime(),
      savedForOffline: forOffline || (existing?.savedForOffline ?? false),
    };
    await db.laws.put(record);
    return record;
  });
}

/** The law as stored on this device, or null (also when the stored record is unusable). */
export async function getLaw(id: string): Promise<SavedLaw | null> {
  const record = await db.laws.get(id);
  if (!record) return null;
  const parsed = storedLawSchema.safeParse(record);
  return parsed.success ? parsed.data : null;
}

/** Live: undefined while reading, then the stored law or null. */
export function useSavedLaw(id: string | null): SavedLaw | null | undefined {
  return useLiveQuery(() => (id === null ? null : getLaw(id)), [id], undefined);
}

/**
 * A kept law with the official text of this section: the section itself, or a guide about it
 * (an answer's "Read the law" opens the guide, whose detail carries its section's text).
 */
export async function getKeptSectionText(title: number, section: string): Promise<SavedLaw | null> {
  const citation = `${title} U.S.C. § ${section}`;
  const rows = await db.laws.where('citation').startsWith(citation).toArray();
  for (const row of rows) {
    const law = await getLaw(String(row.id));
    if (law?.officialText && law.usc.title === title && law.usc.section.toLowerCase() === section.toLowerCase()) return law;
  }
  return null;
}
