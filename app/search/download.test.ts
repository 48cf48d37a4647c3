import { describe, expect, it } from 'vitest';
import { DownloadCancelled, downloadPercent, downloadSize, readBodyLines, type ReadProgress } from './download';
import { chunkedResponse } from './testLibrary';

function split(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.slice(i, i + size));
  return out;
}

describe('the download size', () => {
  it('counts the decompressed bytes when the server compressed the body', () => {
    const headers = new Headers({ 'content-length': '2100000', 'content-encoding': 'br', 'x-uncompressed-length': '42800000' });
    expect(downloadSize(headers)).toEqual({ downloadBytes: 2_100_000, bodyBytes: 42_800_000 });
  });

  it('does not take the compressed length for the body when the server does not state the other', () => {
    const headers = new Headers({ 'content-length': '2100000', 'content-encoding': 'gzip' });
    expect(downloadSize(headers)).toEqual({ downloadBytes: 2_100_000, bodyBytes: null });
  });

  it('uses Content-Length for an uncompressed body, and ignores values that are not byte counts', () => {
    expect(downloadSize(new Headers({ 'content-length': '1234' }))).toEqual({ downloadBytes: 1234, bodyBytes: 1234 });
    expect(downloadSize(new Headers({ 'content-length': '12abc', 'x-uncompressed-length': '-5' }))).toEqual({
      downloadBytes: null,
      bodyBytes: null,
    });
  });
});

describe('the progress percentage', () => {
  it('is whole percent of the total, capped at 100, and unknown without a total', () => {
    expect(downloadPercent(0, 400)).toBe(0);
    expect(downloadPercent(199, 400)).toBe(49);
    expect(downloadPercent(400, 400)).toBe(100);
    expect(downloadPercent(500, 400)).toBe(100);
    expect(downloadPercent(10, null)).toBeNull();
    expect(downloadPercent(10, 0)).toBeNull();
  });
});

async function allLines(lines: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of lines) out.push(line);
  return out;
}

describe('reading the body as lines', () => {
  const lines = Array.from({ length: 200 }, (_, i) =>
    JSON.stringify({ id: `usc-42-${i}`, title: 'Fair housing — “familial status” § 3604' }),
  );
  const text = `${lines.join('\n')}\n`;
  const bytes = new TextEncoder().encode(text);

  it('yields each line whole, reports bytes read against the uncompressed size up to 100%, and decodes text split mid-character', async () => {
    // 7-byte pieces split the lines and the multi-byte characters (—, “, §) between reads.
    const response = chunkedResponse(split(bytes, 7), {
      'content-encoding': 'br',
      'content-length': '900',
      'x-uncompressed-length': String(bytes.length),
    });
    const seen: ReadProgress[] = [];
    expect(await allLines(readBodyLines(response, { onProgress: (p) => seen.push(p) }))).toEqual(lines);

    expect(seen[0]).toEqual({ received: 0, total: bytes.length });
    expect(seen.at(-1)).toEqual({ received: bytes.length, total: bytes.length });
    const percents = seen.map((p) => downloadPercent(p.received, p.total));
    expect(percents).toEqual([...percents].sort((a, b) => a! - b!));
    expect(percents.at(-1)).toBe(100);
  });

  it('yields a last line without its newline', async () => {
    const response = chunkedResponse(split(new TextEncoder().encode('{"a":1}\n{"b":2}'), 3), {});
    expect(await allLines(readBodyLines(response))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('treats a body that ends before the stated size as a cut connection', async () => {
    const response = chunkedResponse(split(bytes.slice(0, 500), 100), { 'x-uncompressed-length': String(bytes.length) });
    await expect(allLines(readBodyLines(response))).rejects.toThrow(/cut short \(500 of [\d,]+ bytes\)/);
  });

  it('stops when cancelled', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const controller = new AbortController();
    const reading = allLines(
      readBodyLines(chunkedResponse(split(bytes, 100), { 'x-uncompressed-length': String(bytes.length) }, { hold }), {
        signal: controller.signal,
        onProgress: ({ received }) => received > 0 && controller.abort(),
      }),
    );
    release();
    await expect(reading).rejects.toBeInstanceOf(DownloadCancelled);
  });
});
