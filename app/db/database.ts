import { LawsAiDb } from './schema';

/** The one Dexie instance of the app (and of its service worker). */
export const db = new LawsAiDb();
