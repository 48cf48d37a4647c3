/**
 * A receipt as a PDF, made on the device with pdf-lib (offline too), each official link also as
 * a QR code (qrcode's matrix drawn as squares: no canvas needed). Letter size; text wraps and
 * runs onto more pages when the answer is long. Standard fonts speak WinAnsi only, so characters
 * outside it are replaced (the official text's §, quotes and dashes are all in it).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { receiptDate, type Receipt } from './receipt';

const PAGE = { width: 612, height: 792, margin: 54 };
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Only characters the standard fonts can draw. */
export function pdfSafe(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '\t') return ' ';
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) return ch;
      return '?';
    })
    .join('');
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  ensure(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage();
  }
  /** Wrapped text; returns nothing, moves down. */
  text(text: string, { size = 11, font = this.regular, indent = 0, gap = 4, width = PAGE.width - 2 * PAGE.margin } = {}): void {
    const max = width - indent;
    for (const paragraph of pdfSafe(text).split('\n')) {
      let line = '';
      const lines: string[] = [];
      for (const word of paragraph.split(/ +/)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > max && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
      for (const l of lines) {
        this.ensure(size + 2);
        this.y -= size + 2;
        this.page.drawText(l, { x: PAGE.margin + indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      }
    }
    this.y -= gap;
  }
}

async function drawQr(w: Writer, url: string, size: number): Promise<void> {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  w.ensure(size + 6);
  const top = w.y - 4;
  // One rectangle per run of dark modules in a row keeps the file small.
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!qr.modules.get(r, c)) continue;
      let run = 1;
      while (c + run < n && qr.modules.get(r, c + run)) run++;
      w.page.drawRectangle({
        x: PAGE.margin + 12 + c * cell,
        y: top - (r + 1) * cell,
        width: run * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
      c += run - 1;
    }
  }
  w.y = top - size - 8;
}

/** The receipt's PDF bytes. `timeZone` fixes the printed time (tests); the reader's zone otherwise. */
export async function receiptPdf(r: Receipt, options: { timeZone?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`Laws AI — ${r.question.slice(0, 80)}`));
  doc.setCreator('Laws AI');
  doc.setCreationDate(new Date(r.createdAt));
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.text('Laws AI — saved answer', { size: 16, font: w.bold, gap: 2 });
  w.text(`Asked ${receiptDate(r.createdAt, options.timeZone)}`, { size: 10, gap: 10 });
  w.text('Question', { size: 11, font: w.bold, gap: 2 });
  w.text(r.question, { gap: 10 });
  w.text('Answer', { size: 11, font: w.bold, gap: 2 });
  w.text(r.lead, { gap: 10 });
  for (const law of r.laws) {
    w.text(`${law.title} — ${law.citation}`, { font: w.bold, gap: 2 });
    if (law.quote) w.text(`${law.quote.citation}: “${law.quote.text}”`, { indent: 12, size: 10, gap: 2 });
    w.text(`Official text: ${law.officialUrl}`, { indent: 12, size: 9, gap: 0 });
    await drawQr(w, law.officialUrl, 64);
  }
  w.text(r.releasePoint, { size: 10, gap: 2 });
  w.text(r.engine, { size: 10, gap: 8 });
  w.text(r.disclaimer, { size: 10, font: w.bold });
  // Uncompressed object streams keep the file readable by simple tools (and the tests).
  return doc.save({ useObjectStreams: false });
}
