import { Dexie, type EntityTable } from 'dexie';
import type {
  ActivityRecord,
  AmendmentRecord,
  ContractTemplateRecord,
  ContractTypeRecord,
  FollowedTopicRecord,
  LawRecord,
  LegalCategoryRecord,
  LibraryChunkRecord,
  LibraryIndexRecord,
  MetaRecord,
  NewsMatchRecord,
  NewsRecord,
  ReceiptRecord,
  OutboxEntry,
  QuizQuestionRecord,
  RecentSearchRecord,
  SavedTitleRecord,
  SessionRecord,
  StateRecord,
  TitleSectionRecord,
} from './types';

export const DB_NAME = 'laws-ai';

/**
 * The device's copy of everything (DESIGN.md "Data: what lives where"). Changing a table or an
 * index means adding a new `this.version(n)`, never editing version 1.
 */
export class LawsAiDb extends Dexie {
  amendments!: EntityTable<AmendmentRecord, 'number'>;
  contractTemplates!: EntityTable<ContractTemplateRecord, 'id'>;
  contractTypes!: EntityTable<ContractTypeRecord, 'id'>;
  activities!: EntityTable<ActivityRecord, 'id'>;
  states!: EntityTable<StateRecord, 'code'>;
  legalCategories!: EntityTable<LegalCategoryRecord, 'value'>;
  quizQuestions!: EntityTable<QuizQuestionRecord, 'id'>;
  laws!: EntityTable<LawRecord, 'id'>;
  recentSearches!: EntityTable<RecentSearchRecord, 'id'>;
  news!: Dexie.Table<NewsRecord, [string, string]>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  session!: EntityTable<SessionRecord, 'key'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  libraryChunks!: Dexie.Table<LibraryChunkRecord, [string, number]>;
  libraryIndexes!: EntityTable<LibraryIndexRecord, 'slot'>;
  followedTopics!: EntityTable<FollowedTopicRecord, 'id'>;
  newsMatches!: Dexie.Table<NewsMatchRecord, [string, string]>;
  receipts!: EntityTable<ReceiptRecord, 'id'>;

  savedTitles!: EntityTable<SavedTitleRecord, 'title'>;
  titleSections!: Dexie.Table<TitleSectionRecord, [number, string]>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores({
      amendments: 'number, category',
      contractTemplates: 'id, category',
      contractTypes: 'id',
      activities: 'id, category',
      states: 'code, name',
      legalCategories: 'value',
      quizQuestions: 'id, category, difficulty',
      laws: 'id, category, citation',
      recentSearches: 'id, userId, createdAt',
      // One row per (list, item): an item can be in both the latest and today's list.
      news: '[list+id], list, publishedDate',
      outbox: 'id, userId, createdAt, state',
      session: 'key',
      meta: 'key',
    });
    // The saved library ("Save the library for offline use"). Each save writes a new
    // slot and the `meta` record points at the slot in use, so a failed or cancelled save never
    // mixes with the copy already saved. Laws are stored 500 to a row, in library order
    // ([slot+chunk]; one row per law was ~10x slower to write and ~4x slower to read back in
    // Chromium), and found by id through the multi-entry `ids` index. A slot's serialized
    // search index sits in libraryIndexes.
    this.version(2).stores({
      libraryChunks: '[slot+chunk], *ids',
      libraryIndexes: 'slot',
    });
    // Followed topics and the news that matches them: on the device only, never sent.
    this.version(3).stores({
      followedTopics: 'id, &key, createdAt',
      newsMatches: '[itemId+topicId], itemId, topicId, seen',
    });
    // "My saved answers": answer receipts, per user, kept offline.
    this.version(4).stores({
      receipts: 'id, userId, createdAt',
    });
    // Titles saved for offline reading and search: one row per section, found by
    // [title+section]; `savedTitles` says which titles are complete.
    this.version(5).stores({
      savedTitles: 'title',
      titleSections: '[title+section], title',
    });
    // The saved library is stored compact from now on (~5 MB instead of ~45 MB):
    // a copy saved in the old form is removed, and the library card offers to save it again.
    this.version(6)
      .stores({})
      .upgrade(async (tx) => {
        await tx.table('libraryChunks').clear();
        await tx.table('libraryIndexes').clear();
        await tx.table('meta').bulkDelete(['law-library', 'law-library-cleanup']);
      });
  }
}
