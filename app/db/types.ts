import type { User } from '../../core/schemas/auth';
import type { LibraryLaw } from '../../core/schemas/legal';
import type { LibraryPart } from '../../core/laws/compactLibrary';

/**
 * What each Dexie table holds. Reference-data records (amendments, templates, ...) are filled
 * from core/data by later work; until then only their keys and indexed fields are fixed here,
 * so the schema (and its indexes) is settled from version 1.
 */

/** A record with known indexed fields; other fields are defined by the work that seeds it. */
type Record_<Fields> = Fields & { [field: string]: unknown };

export type AmendmentRecord = Record_<{ number: number; category: string }>;
export type ContractTemplateRecord = Record_<{ id: string; category: string }>;
export type ContractTypeRecord = Record_<{ id: string }>;
export type ActivityRecord = Record_<{ id: string; category: string }>;
export type StateRecord = Record_<{ code: string; name: string }>;
export type LegalCategoryRecord = Record_<{ value: string; label: string }>;
export type QuizQuestionRecord = Record_<{ id: string; category: string; difficulty: string }>;
export type LawRecord = Record_<{ id: string; category: string; citation: string }>;

export interface RecentSearchRecord {
  id: string;
  query: string;
  /** ISO timestamp. */
  createdAt: string;
  userId: string;
}

/** Which list the item was last fetched in (spec part 1 news tab: latest and today). */
export type NewsList = 'latest' | 'today';
export type NewsRecord = Record_<{ id: string; list: NewsList; publishedDate: string }>;

export type OutboxState = 'pending' | 'sending' | 'failed';

/** A write made on the device, kept until the server acknowledges it (DESIGN.md "Writes"). */
export interface OutboxEntry {
  /** Client-made UUID, sent as Idempotency-Key. */
  id: string;
  userId: string;
  /** What kind of write this is, e.g. 'help-message'. */
  kind: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body: unknown;
  /** Epoch milliseconds. */
  createdAt: number;
  state: OutboxState;
  attempts: number;
  lastError?: string;
  nextAttemptAt?: number;
}

/** The last user the server confirmed, so the app can start signed in while offline. */
export interface SessionRecord {
  key: 'current';
  user: User;
  /** Epoch milliseconds. */
  savedAt: number;
}

/** Data versions of seeded reference data and other small facts. */
export interface MetaRecord {
  key: string;
  value: unknown;
}

/** One law of the saved library: the record GET /api/legal/library sent, with its official full text when the library has one. */
export type SavedLibraryLaw = LibraryLaw & { fullText: string | null };

/**
 * A run of laws of one save (`slot`), in library order, kept compact: a part of the
 * library as the server sent it (section rows, guides, the texts they need), expanded into
 * records when read (core/laws/compactLibrary.ts expandPart). `ids` indexes them for a lookup by id.
 */
export interface LibraryChunkRecord {
  slot: string;
  chunk: number;
  ids: string[];
  part: LibraryPart;
}

/** A saved library's search index as MiniSearch JSON, and which build of the engine wrote it. */
export interface LibraryIndexRecord {
  slot: string;
  engine: string;
  json: string;
}

/** A followed topic, kept on the device only; `key` says what it was followed from. */
export interface FollowedTopicRecord {
  id: string;
  /** "answer:<question>", "law:<law id>", "news:<item id>": one topic per thing followed. */
  key: string;
  name: string;
  terms: string[];
  sections: { title: number; section: string }[];
  agencies: string[];
  acts: string[];
  createdAt: string;
}

/** A news item that matches a followed topic; `seen` 0 while it is "New for you". */
export interface NewsMatchRecord {
  itemId: string;
  topicId: string;
  reasons: { kind: string; text: string }[];
  foundAt: string;
  seen: 0 | 1;
}

/** A saved answer receipt, per user; `synced` once the account holds it. */
export type ReceiptRecord = import('../../core/receipts').Receipt & { userId: string };

/** A U.S. Code title saved for offline ("Save this title for offline"). */
export interface SavedTitleRecord {
  title: number;
  name: string;
  /** 'saving' while its sections are written; only 'saved' titles are read or searched. */
  status: 'saving' | 'saved';
  releasePoint: string;
  releasePointLabel: string;
  sectionCount: number;
  /** Sections written so far. */
  stored: number;
  /** Bytes of the NDJSON kept (what the title takes on the device, roughly). */
  bytes: number;
  savedAt: number;
}

/** One section of a saved title: its heading, intro, levels and links (the server's NDJSON line). */
export interface TitleSectionRecord {
  title: number;
  section: string;
  id: string;
  citation: string;
  heading: string;
  intro: string;
  levels: import('../../core/schemas/legal').LawLevelPayload[];
  links: import('../../core/schemas/legal').TextLinkPayload[];
}
