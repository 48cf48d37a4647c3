/** Reading back the PDFs the app makes (receipts), in unit and e2e tests. */
import { inflateSync } from 'node:zlib';

/** A PDF's page content: its streams, inflated where they are Flate-compressed. */
export function contentStreams(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  const raw = buf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const data = buf.subarray(start, end);
    out.push(/FlateDecode/.test(m[1]!) ? inflateSync(data).toString('latin1') : data.toString('latin1'));
  }
  return out.join('\n');
}

/** The text a PDF shows: pdf-lib writes each line as a hex string shown with Tj. */
export function pdfText(bytes: Uint8Array): string {
  // WinAnsi: Latin-1 plus typographic marks at 0x80-0x9F (Node's decoder may lack them).
  const high = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
  const decode = (hex: string) =>
    [...Buffer.from(hex, 'hex')].map((b) => (b >= 0x80 && b <= 0x9f ? high[b - 0x80] : String.fromCharCode(b))).join('');
  const shown = [...contentStreams(bytes).matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => decode(m[1]!));
  return shown.join(' ').replace(/\s+/g, ' ');
}
