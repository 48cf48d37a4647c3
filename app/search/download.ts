/**
 * Reading the library download with an honest progress figure.
 *
 * The server compresses the library (brotli or gzip): Content-Length is the compressed size,
 * while the browser decompresses as it reads, so the body's reader yields the uncompressed bytes. The
 * server states that size in X-Uncompressed-Length; progress is bytes read / that. Only with no
 * compression does Content-Length count the same bytes the reader yields.
 */

export interface DownloadSize {
  /** Bytes over the network (Content-Length), when stated. */
  downloadBytes: number | null;
  /** Bytes the reader will yield (the JSON), when known. */
  bodyBytes: number | null;
}

function byteCount(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

export function downloadSize(headers: Headers): DownloadSize {
  const downloadBytes = byteCount(headers.get('content-length'));
  const encoding = (headers.get('content-encoding') ?? '').trim().toLowerCase();
  const uncompressed = byteCount(headers.get('x-uncompressed-length'));
  const bodyBytes = uncompressed ?? (encoding === '' || encoding === 'identity' ? downloadBytes : null);
  return { downloadBytes, bodyBytes };
}

/** Whole percent of `received` of `total`, 0-100; null when the total is unknown (an indeterminate bar). */
export function downloadPercent(received: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((received / total) * 100)));
}

export interface ReadProgress {
  received: number;
  total: number | null;
}

export class DownloadCancelled extends Error {
  override readonly name = 'DownloadCancelled';
  constructor() {
    super('The download was cancelled.');
  }
}

/**
 * The body's lines as they complete (the library is sent as lines), reporting bytes
 * read after each chunk. A cancel stops the read at once. A body that ends short of the stated
 * size is an error (a cut connection), not a library.
 */
export async function* readBodyLines(
  response: Response,
  { onProgress, signal }: { onProgress?: (progress: ReadProgress) => void; signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  const { bodyBytes: total } = downloadSize(response.headers);
  if (!response.body) throw new Error('The download had no content.');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  let received = 0;
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    onProgress?.({ received, total });
    for (;;) {
      if (signal?.aborted) throw new DownloadCancelled();
      const { done, value } = await reader.read();
      if (signal?.aborted) throw new DownloadCancelled();
      if (done) break;
      received += value.byteLength;
      onProgress?.({ received, total });
      // Only the new text is searched for line ends (a long line comes in many chunks).
      const text = decoder.decode(value, { stream: true });
      let start = 0;
      let cut: number;
      while ((cut = text.indexOf('\n', start)) >= 0) {
        const line = start === 0 ? rest + text.slice(0, cut) : text.slice(start, cut);
        start = cut + 1;
        if (line.trim()) yield line;
      }
      rest = start === 0 ? rest + text : text.slice(start);
    }
    rest += decoder.decode();
    if (total !== null && received < total) {
      throw new Error(`The download was cut short (${received.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} bytes).`);
    }
    if (rest.trim()) yield rest;
  } finally {
    signal?.removeEventListener('abort', cancel);
    // Stopped early (a bad line, a storage error): the rest is not downloaded.
    if (!signal?.aborted) cancel();
  }
}
