import { useState } from 'react';
import { IconDeviceFloppy, IconDownload, IconPrinter, IconShare } from '@tabler/icons-react';
import type { Receipt } from '../../../core/receipts';
import { useAuth } from '../../auth';
import { useIsReceiptSaved } from '../../db/receipts';
import { ActionRow, type ReceiptAction } from './ActionRow';
import { keepReceipt } from './receiptSync';
import { toast } from '../toast';
import { downloadReceiptPdf, printReceipt, shareReceipt } from './receiptFiles';

export interface ReceiptActionsProps {
  receipt: Receipt;
  /** What the buttons act on, for screen readers: "this answer". */
  label: string;
}

/**
 * Save, Print, Share and Download PDF on an answer or a law. Everything happens on the
 * device, so it works offline; a saved receipt is listed under "My saved answers".
 */
export function ReceiptActions({ receipt, label }: ReceiptActionsProps) {
  const { user } = useAuth();
  const saved = useIsReceiptSaved(receipt.id);
  const [busy, setBusy] = useState<null | 'pdf' | 'share'>(null);
  const run = async (what: 'pdf' | 'share') => {
    setBusy(what);
    try {
      if (what === 'pdf') await downloadReceiptPdf(receipt);
      else {
        const outcome = await shareReceipt(receipt);
        if (outcome === 'downloaded') toast({ title: 'Sharing is not available here', message: 'The PDF was downloaded instead.' });
      }
    } catch {
      toast({ title: 'The PDF could not be made', message: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  const actions: ReceiptAction[] = [
    { text: 'Print', icon: IconPrinter, ariaLabel: `Print ${label}`, onClick: () => printReceipt(receipt) },
    { text: 'Share', icon: IconShare, ariaLabel: `Share ${label}`, loading: busy === 'share', onClick: () => void run('share') },
    {
      text: 'Download PDF',
      icon: IconDownload,
      ariaLabel: `Download PDF of ${label}`,
      loading: busy === 'pdf',
      onClick: () => void run('pdf'),
    },
  ];
  if (user) {
    const save = async () => {
      await keepReceipt(receipt, user.id);
      toast({ title: 'Saved', message: 'Find it under "My saved answers".' });
    };
    actions.unshift({
      text: saved ? 'Saved' : 'Save',
      icon: IconDeviceFloppy,
      ariaLabel: saved ? `Saved: ${label}` : `Save ${label}`,
      variant: saved ? 'light' : 'default',
      disabled: saved,
      onClick: () => void save(),
    });
  }
  return <ActionRow actions={actions} className="receipt-actions" />;
}
