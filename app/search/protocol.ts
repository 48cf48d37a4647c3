/**
 * Messages between the app and the law search worker (app/search/lawSearch.worker.ts). Every
 * request carries an id; the worker answers it with progress messages (saving only) and then
 * exactly one `done` or `failed`. `cancel` stops a save in progress.
 */
import type { FederalLawsResponse, SearchResponse } from '../../core/schemas/legal';
import type { TextSearchQuery, TextSearchResponse } from '../../core/schemas/textSearch';
import type { SavedLibrary } from '../db/lawLibrary';
import type { SavedLawsQuery } from './savedLaws';

export type LibraryTask =
  /** Download GET /api/legal/library, storing and indexing each part as it arrives. */
  | { type: 'save' }
  /** The assistant's answer from the saved library (engine 'offline'). */
  | { type: 'answer'; query: string; state?: string }
  /** A page of the Federal Laws Database from the saved library. */
  | { type: 'list'; query: SavedLawsQuery }
  /** Load the saved library and its index now, ahead of the first question. */
  | { type: 'warm' }
  /** Full-text search of the titles saved on this device, as GET /api/legal/text-search replies. */
  | { type: 'textSearch'; query: TextSearchQuery };

export type TaskType = LibraryTask['type'];

export type WorkerRequest = ({ id: number } & LibraryTask) | { id: number; type: 'cancel'; target: number };

export interface SaveResult {
  saved: SavedLibrary;
  timings: { downloadMs: number; storeMs: number; indexMs: number };
}

export interface AnswerResult {
  answer: SearchResponse;
  /** loadMs: reading the saved library and its index first (0 when already in memory). */
  timings: { loadMs: number; searchMs: number };
}

export interface WarmResult {
  laws: number;
  /** How the index came to be: loaded from the stored JSON or built from the laws. */
  index: 'stored' | 'built';
  /** answerMs: the one answer composed to warm the code up (the first warm only). */
  timings: { lawsMs: number; indexMs: number; answerMs?: number };
}

export interface TaskResults {
  save: SaveResult;
  answer: AnswerResult;
  list: FederalLawsResponse;
  warm: WarmResult;
  textSearch: TextSearchResponse;
}

export type SaveProgress =
  | { phase: 'downloading'; received: number; total: number | null }
  | { phase: 'storing'; stored: number; total: number }
  | { phase: 'indexing' };

export type FailureCode =
  /** No library is saved on this device. */
  | 'not-saved'
  | 'cancelled'
  /** The server could not be reached. */
  | 'network'
  /** The server answered with an error (status). */
  | 'http'
  /** The reply was not a library this app can read. */
  | 'format'
  /** IndexedDB refused the write (full, blocked). */
  | 'storage'
  | 'internal';

export interface WorkerFailure {
  code: FailureCode;
  message: string;
  status?: number;
}

export type WorkerReply =
  | { id: number; kind: 'progress'; progress: SaveProgress }
  | { id: number; kind: 'done'; result: TaskResults[TaskType] }
  | { id: number; kind: 'failed'; error: WorkerFailure };
