/** Messages between the server and the full-text index worker. */
import type { BuildStats, SearchPage, SectionHit } from './db';
import type { TextQuery } from './query';

export interface WorkerStart {
  /** Directory of the index file. */
  dir: string;
  /** corpus/uscode-text, unless tests point elsewhere. */
  lawTextDir?: string;
}

export type WorkerRequest =
  | { id: number; op: 'search'; query: TextQuery; options: { title?: number; offset: number; limit: number; amendedSince?: string } }
  | { id: number; op: 'rank'; match: string; limit: number; also?: { title: number; section: string }[] };

export type WorkerReply =
  | { type: 'status'; status: 'building' }
  | { type: 'status'; status: 'ready'; file: string; how: 'built' | 'waited'; releasePoint: string }
  | { type: 'status'; status: 'failed'; error: string }
  | { type: 'built'; stats: BuildStats }
  | { type: 'result'; id: number; ok: true; result: SearchPage | Omit<SectionHit, 'snippet' | 'markedHeading'>[] }
  | { type: 'result'; id: number; ok: false; error: string };
