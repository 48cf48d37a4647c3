import { useEffect, useState } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { helpTicketsSchema, type HelpMessage } from '../../../core/schemas/help';
import { apiRequest } from '../../api/client';
import { useAuth } from '../../auth';
import { Disclaimer } from '../../components/Disclaimer';
import { toast } from '../../components/toast';
import { discardWrite, onOutboxEvent, type WriteOutcome } from '../../outbox';
import { pwaState } from '../../pwa/pwaState';
import { HelpFormCard } from './HelpFormCard';
import { HelpQueued, HelpSent } from './HelpConfirmation';
import { HELP_SEND_FAILED, HELP_TRY_LATER, initialHelpValues, toHelpMessage, validateHelp, type HelpFormValues } from './helpForm';
import { HELP_SENT_MESSAGE, HELP_SENT_TITLE, HELP_TICKETS_KEY, listenForHelpResults, sendHelpMessage, ticketReplyOf } from './helpOutbox';
import { YourMessages } from './YourMessages';

type View =
  | { kind: 'editing' }
  | { kind: 'sent'; ticketNumber: string; timestamp: string }
  | { kind: 'queued'; entryId: string; message: HelpMessage; serverError?: string; refused?: string };

/** /help: Contact admin support (spec part 1 §2, §4, §8). */
export default function HelpPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { online } = useSnapshot(pwaState);
  const [view, setView] = useState<View>({ kind: 'editing' });
  const [sending, setSending] = useState(false);
  const form = useForm<HelpFormValues>({ initialValues: initialHelpValues, validate: validateHelp });

  useEffect(() => listenForHelpResults(queryClient), [queryClient]);

  // A queued message sent later (or refused) while this screen shows it.
  const queuedId = view.kind === 'queued' ? view.entryId : undefined;
  useEffect(() => {
    if (!queuedId) return;
    return onOutboxEvent((event) => {
      if (event.entry.id !== queuedId) return;
      if (event.type === 'sent') {
        const reply = ticketReplyOf(event.result);
        if (reply) setView({ kind: 'sent', ticketNumber: reply.ticketNumber, timestamp: reply.timestamp });
      } else if (event.type === 'failed') {
        setView((current) => (current.kind === 'queued' ? { ...current, refused: event.error } : current));
      }
    });
  }, [queuedId]);

  if (!user) return null;

  /** The ticket a write became when another tab or the service worker sent it (no reply here). */
  const ticketFiledFor = async (entryId: string) => {
    const tickets = helpTicketsSchema.parse(await apiRequest('GET', HELP_TICKETS_KEY[0]));
    return tickets.find((t) => t.idempotencyKey === entryId);
  };

  const show = async (outcome: WriteOutcome, message: HelpMessage) => {
    if (outcome.status === 'sent') {
      const reply = ticketReplyOf(outcome.result) ?? (await ticketFiledFor(outcome.entry.id).catch(() => undefined));
      toast({ title: HELP_SENT_TITLE, message: HELP_SENT_MESSAGE });
      if (reply) setView({ kind: 'sent', ticketNumber: reply.ticketNumber, timestamp: reply.timestamp });
      else form.reset(); // Sent, but its number could not be read back: "Your messages" lists it.
      return;
    }
    if (outcome.status === 'failed') {
      // Still on the form with the text in it: fix and send again, rather than keep a copy.
      await discardWrite(outcome.entry.id);
      toast({ title: HELP_SEND_FAILED, message: outcome.error || HELP_TRY_LATER, variant: 'destructive' });
      return;
    }
    const serverError = outcome.status === 'queued' && !outcome.offline ? outcome.error : undefined;
    setView({ kind: 'queued', entryId: outcome.entry.id, message, serverError });
  };

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const message = toHelpMessage(values, user);
      await show(await sendHelpMessage(message), message);
    } catch (error) {
      // Only when the device cannot store it (no IndexedDB): nothing was queued.
      toast({
        title: HELP_SEND_FAILED,
        message: error instanceof Error && error.message ? error.message : HELP_TRY_LATER,
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  });

  const sendAnother = () => {
    form.reset();
    setView({ kind: 'editing' });
  };
  const backToMain = () => navigate('/');

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/" size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          Back
        </Anchor>
        <div>
          <Title order={1}>Contact Admin Support</Title>
          <Text c="dimmed" mt={4}>
            A question, a problem or an idea? Send it to the Laws AI admin. Knowing your rights is free: we never charge for access to legal
            information.
          </Text>
        </div>
        <Disclaimer />

        {view.kind === 'editing' && (
          <HelpFormCard user={user} form={form} sending={sending} online={online} onSubmit={submit} onCancel={backToMain} />
        )}
        {view.kind === 'sent' && (
          <HelpSent
            ticketNumber={view.ticketNumber}
            timestamp={view.timestamp}
            name={user.fullLegalName}
            email={user.email}
            onBack={backToMain}
            onAnother={sendAnother}
          />
        )}
        {view.kind === 'queued' && (
          <HelpQueued
            subject={view.message.subject}
            writtenAt={view.message.timestamp}
            name={user.fullLegalName}
            serverError={view.serverError}
            refused={view.refused}
            onBack={backToMain}
            onAnother={sendAnother}
          />
        )}

        <YourMessages userId={user.id} />
      </Stack>
    </Container>
  );
}
