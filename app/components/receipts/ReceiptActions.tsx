import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconPrinter, IconShare } from '@tabler/icons-react';
import type { Receipt } from '../../../core/receipts';
import { useAuth } from '../../auth';
import { useIsReceiptSaved } from '../../db/receipts';
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
  return (
    <Group gap="xs" wrap="wrap" className="receipt-actions">
      {user && (
        <Button
          size="xs"
          variant={saved ? 'light' : 'default'}
          leftSection={<IconDeviceFloppy size={14} aria-hidden />}
          disabled={saved}
          aria-label={saved ? `Saved: ${label}` : `Save ${label}`}
          onClick={async () => {
            await keepReceipt(receipt, user.id);
            toast({ title: 'Saved', message: 'Find it under "My saved answers".' });
          }}
        >
          {saved ? 'Saved' : 'Save'}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPrinter size={14} aria-hidden />}
        aria-label={`Print ${label}`}
        onClick={() => printReceipt(receipt)}
      >
        Print
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconShare size={14} aria-hidden />}
        aria-label={`Share ${label}`}
        loading={busy === 'share'}
        onClick={() => void run('share')}
      >
        Share
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={`Download PDF of ${label}`}
        loading={busy === 'pdf'}
        onClick={() => void run('pdf')}
      >
        Download PDF
      </Button>
    </Group>
  );
}
