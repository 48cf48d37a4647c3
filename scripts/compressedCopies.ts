import { writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** The .br and .gz copies beside a built file, which the server sends to a browser that takes them. */
export async function writeCompressedCopies(file: string, bytes: Buffer): Promise<void> {
  await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}
