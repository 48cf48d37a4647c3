import { useEffect, useState } from 'react';
import { Accordion, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconTrash } from '@tabler/icons-react';
import { receiptDate, receiptListenText } from '../../../core/receipts';
import { ListenControl } from '../../components/listen/ListenControl';
import { routeFor } from '../../../core/routes';
import { useAuth } from '../../auth';
import { Disclaimer } from '../../components/Disclaimer';
import { ActionRow } from '../../components/receipts/ActionRow';
import { ReceiptView } from '../../components/receipts/ReceiptView';
import { downloadReceiptPdf, printReceipt } from '../../components/receipts/receiptFiles';
import { toast } from '../../components/toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useReceipts } from '../../db/receipts';
import { forgetReceipt, pullReceipts } from '../../components/receipts/receiptSync';

export const SAVED_ANSWERS_EMPTY =
  'No saved answers yet. Press "Save" under an answer to keep a dated copy here, with the law it quotes and its official links. Saved answers stay readable offline.';

/** "My saved answers": the receipts kept on this device, to reopen, print or delete. */
export default function SavedAnswersPage() {
  const title = routeFor('/saved-answers')!.title;
  useDocumentTitle(title);
  const { user } = useAuth();
  const receipts = useReceipts(user?.id);
  const [open, setOpen] = useState<string | null>(null);
  // Answers saved on the account from another device come here when online.
  useEffect(() => {
    if (!user || !navigator.onLine) return;
    void pullReceipts(user.id).catch(() => undefined); // offline or refused: the device's copies stay
  }, [user]);
  const forget = async (id: string) => {
    await forgetReceipt(id, user!.id);
    toast({ title: 'Deleted', message: 'The saved answer was removed.' });
  };
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Disclaimer />
        {receipts === undefined ? (
          <Loader role="status" aria-label="Loading saved answers" />
        ) : receipts.length === 0 ? (
          <Text c="dimmed">{SAVED_ANSWERS_EMPTY}</Text>
        ) : (
          <Accordion value={open} onChange={setOpen} variant="separated">
            {receipts.map((r) => (
              <Accordion.Item key={r.id} value={r.id}>
                <Accordion.Control>
                  <Text fw={600} lineClamp={2}>
                    {r.question}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {receiptDate(r.createdAt)}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <ReceiptView receipt={r} headingLevel={2} />
                    {open === r.id && (
                      <ListenControl text={receiptListenText(r)} label="Listen to this saved answer" signedIn={Boolean(user)} />
                    )}
                    <ActionRow
                      actions={[
                        { text: 'Print', icon: IconPrinter, onClick: () => printReceipt(r) },
                        { text: 'Download PDF', icon: IconDownload, onClick: () => void downloadReceiptPdf(r) },
                        { text: 'Delete', icon: IconTrash, iconColor: 'var(--mantine-color-red-9)', onClick: () => void forget(r.id) },
                      ]}
                    />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
