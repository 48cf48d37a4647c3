/**
 * Reads a reply's body as UTF-8 text, never more than maxBytes: a declared Content-Length over the
 * cap is refused before reading, and the body is cancelled as soon as what has come passes it. Both
 * throw tooLarge(). An abort signal, when given, cancels the read.
 */
export async function readCapped(response: Response, maxBytes: number, tooLarge: () => Error, signal?: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks).toString('utf8');
}
