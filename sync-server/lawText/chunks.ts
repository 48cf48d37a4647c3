/**
 * Reading the per-title brotli chunks of corpus/uscode-text and corpus/uscode-history: one open
 * file per title, a chunk decompressed off the event loop when asked for, the most recently used
 * `cacheSize` chunks kept; a failed read is never cached.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';

const decompress = promisify(brotliDecompress);

/** `chunkAt(title, n)` is the [offset, length] of chunk n in `title-NN.bin` of `dir`. */
export function titleChunkReader(dir: string, chunkAt: (title: number, n: number) => [number, number], cacheSize: number) {
  const chunks = new Map<string, Promise<Buffer>>();
  const files = new Map<number, Promise<FileHandle>>();

  function file(title: number): Promise<FileHandle> {
    let handle = files.get(title);
    if (!handle) {
      handle = open(`${dir}title-${String(title).padStart(2, '0')}.bin`, 'r');
      files.set(title, handle);
      handle.catch(() => files.delete(title));
    }
    return handle;
  }

  return function chunk(title: number, n: number): Promise<Buffer> {
    const key = `${title}:${n}`;
    let buf = chunks.get(key);
    if (buf) {
      chunks.delete(key); // most recently used goes last
      chunks.set(key, buf);
      return buf;
    }
    const [offset, length] = chunkAt(title, n);
    buf = (async () => {
      const packed = Buffer.alloc(length);
      await (await file(title)).read(packed, 0, length, offset);
      return decompress(packed);
    })();
    chunks.set(key, buf);
    if (chunks.size > cacheSize) chunks.delete(chunks.keys().next().value!);
    buf.catch(() => chunks.delete(key));
    return buf;
  };
}
