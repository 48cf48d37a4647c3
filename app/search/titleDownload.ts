/**
 * "Save this title for offline": GET /api/legal/titles/:title/text read as it
 * streams (NDJSON, one section a line), written to IndexedDB in batches, with progress counted
 * in sections. A failed or cancelled save removes what it wrote, leaving no half title behind.
 */
import { titleTextHeaderSchema, titleTextSectionSchema, type TitleTextHeader, type TitleTextSection } from '../../core/schemas/legal';
import { beginTitleSave, finishTitleSave, removeSavedTitle, storeTitleSections } from '../db/savedTitles';
import type { SavedTitleRecord } from '../db/types';

export const titleTextUrl = (title: number) => `/api/legal/titles/${title}/text`;

export const titleSaveMessages = {
  network: 'The title could not be downloaded: the server could not be reached. Check your connection and try again.',
  signedOut: 'Your session has ended. Sign in again to save this title.',
  format: 'The title sent by the server could not be read. Please try again later.',
  incomplete: 'The download stopped before the whole title arrived. Please try again.',
  storage: 'The title could not be saved on this device. Free up some storage space and try again.',
  cancelled: 'Saving the title was cancelled.',
} as const;

export class TitleSaveError extends Error {
  override readonly name = 'TitleSaveError';
  constructor(
    readonly code: keyof typeof titleSaveMessages | 'http',
    message: string,
  ) {
    super(message);
  }
}

export interface TitleSaveProgress {
  stored: number;
  total: number;
}

const BATCH = 200;

/** The lines of a streamed body, as they complete. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    rest += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = rest.indexOf('\n')) >= 0) {
      const line = rest.slice(0, cut);
      rest = rest.slice(cut + 1);
      if (line.trim()) yield line;
    }
  }
  rest += decoder.decode();
  if (rest.trim()) yield rest;
}

export async function saveTitleForOffline(
  title: number,
  {
    signal,
    onProgress,
    fetchFn = fetch,
  }: { signal?: AbortSignal; onProgress?: (p: TitleSaveProgress) => void; fetchFn?: typeof fetch } = {},
): Promise<SavedTitleRecord> {
  let response: Response;
  try {
    response = await fetchFn(titleTextUrl(title), { credentials: 'same-origin', signal, headers: { Accept: 'application/x-ndjson' } });
  } catch {
    if (signal?.aborted) throw new TitleSaveError('cancelled', titleSaveMessages.cancelled);
    throw new TitleSaveError('network', titleSaveMessages.network);
  }
  if (!response.ok || !response.body) {
    throw new TitleSaveError(
      'http',
      response.status === 401 ? titleSaveMessages.signedOut : `The title could not be downloaded (the server answered ${response.status}).`,
    );
  }
  let header: TitleTextHeader | undefined;
  let batch: TitleTextSection[] = [];
  let batchBytes = 0;
  let stored = 0;
  const flush = async () => {
    if (!header || batch.length === 0) return;
    try {
      stored = await storeTitleSections(title, batch, batchBytes);
    } catch {
      throw new TitleSaveError('storage', titleSaveMessages.storage);
    }
    batch = [];
    batchBytes = 0;
    onProgress?.({ stored, total: header.sectionCount });
  };
  try {
    for await (const line of lines(response.body)) {
      if (signal?.aborted) throw new TitleSaveError('cancelled', titleSaveMessages.cancelled);
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new TitleSaveError('format', titleSaveMessages.format);
      }
      if (!header) {
        const parsed = titleTextHeaderSchema.safeParse(value);
        if (!parsed.success || parsed.data.title !== title) throw new TitleSaveError('format', titleSaveMessages.format);
        header = parsed.data;
        try {
          await beginTitleSave(header);
        } catch {
          throw new TitleSaveError('storage', titleSaveMessages.storage);
        }
        onProgress?.({ stored: 0, total: header.sectionCount });
        continue;
      }
      const section = titleTextSectionSchema.safeParse(value);
      if (!section.success || section.data.title !== title) throw new TitleSaveError('format', titleSaveMessages.format);
      batch.push(section.data);
      batchBytes += line.length + 1;
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    if (!header || stored !== header.sectionCount) throw new TitleSaveError('incomplete', titleSaveMessages.incomplete);
    return await finishTitleSave(title);
  } catch (error) {
    // Nothing half-saved stays behind.
    await removeSavedTitle(title).catch(() => undefined);
    if (error instanceof TitleSaveError) throw error;
    if (signal?.aborted) throw new TitleSaveError('cancelled', titleSaveMessages.cancelled);
    throw new TitleSaveError('network', titleSaveMessages.incomplete);
  }
}
