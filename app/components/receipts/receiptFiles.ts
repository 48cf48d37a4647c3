/**
 * Print, PDF and Share for receipts, all on the device (offline too). The PDF
 * library is loaded only when someone asks for a PDF.
 */
import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { receiptText, type Receipt } from '../../../core/receipts';
import { theme } from '../../theme';
import { downloadBlob } from '../downloadTextFile';
import { ReceiptView } from './ReceiptView';

export function receiptFileName(r: Receipt): string {
  return `laws-ai-answer-${r.createdAt.slice(0, 10)}-${r.id.slice(0, 8)}.pdf`;
}

export async function receiptPdfBlob(r: Receipt): Promise<Blob> {
  const { receiptPdf } = await import('../../../core/receipts/pdf');
  const bytes = await receiptPdf(r);
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

export async function downloadReceiptPdf(r: Receipt): Promise<void> {
  downloadBlob(await receiptPdfBlob(r), receiptFileName(r));
}

export type ShareOutcome = 'shared-file' | 'shared-text' | 'downloaded' | 'cancelled';

/** Web Share with the PDF where the browser takes files, the text otherwise, else a download. */
export async function shareReceipt(r: Receipt): Promise<ShareOutcome> {
  const blob = await receiptPdfBlob(r);
  const file = new File([blob], receiptFileName(r), { type: 'application/pdf' });
  const title = 'Laws AI — saved answer';
  try {
    if (navigator.canShare?.({ files: [file] })) {
      await navigator.share({ title, files: [file] });
      return 'shared-file';
    }
    if (navigator.share) {
      await navigator.share({ title, text: receiptText(r) });
      return 'shared-text';
    }
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return 'cancelled';
  }
  downloadBlob(blob, receiptFileName(r));
  return 'downloaded';
}

/**
 * Print one receipt: it is drawn into a container the print stylesheet shows alone (no app
 * chrome), the browser's print dialog opens, and the container goes away after.
 */
export function printReceipt(r: Receipt): void {
  const host = document.createElement('div');
  host.className = 'print-receipt';
  document.body.append(host);
  document.body.classList.add('printing-receipt');
  const root = createRoot(host);
  root.render(createElement(MantineProvider, { theme }, createElement(ReceiptView, { receipt: r })));
  const cleanup = () => {
    window.removeEventListener('afterprint', cleanup);
    document.body.classList.remove('printing-receipt');
    root.unmount();
    host.remove();
  };
  window.addEventListener('afterprint', cleanup);
  // Let React draw before the dialog takes the page.
  requestAnimationFrame(() => setTimeout(() => window.print(), 0));
}
