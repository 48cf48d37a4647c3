import { createElement } from 'react';
import { useForm } from '@mantine/form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import { HELP_CATEGORIES } from '../../../core/schemas/help';
import { setSignedIn, setSignedOut } from '../../state/auth';
import { elementTexts, labels, links, renderPage, textOf } from '../../testing/renderPage';
import { HelpQueued, HelpSent, QUEUED_TEXT } from './HelpConfirmation';
import { BILLING_NOTE, HelpFormCard } from './HelpFormCard';
import { initialHelpValues, type HelpFormValues } from './helpForm';
import HelpPage from './index';

const jane = { id: 'u-jane', username: 'jane', fullLegalName: 'Jane Q. Public', email: 'jane@example.com' };

beforeEach(() => setSignedIn(jane));
afterEach(() => setSignedOut());

function renderForm(values: Partial<HelpFormValues> = {}, { sending = false, online = true } = {}): string {
  function Form() {
    const form = useForm<HelpFormValues>({ initialValues: { ...initialHelpValues, ...values } });
    return createElement(HelpFormCard, { user: jane, form, sending, online, onSubmit: () => undefined, onCancel: () => undefined });
  }
  return renderPage(Form, '/help');
}

const noop = () => undefined;

describe('the help screen (editing)', () => {
  let html = '';
  let text = '';
  beforeEach(() => {
    html = renderPage(HelpPage, '/help');
    text = textOf(html);
  });

  it('has its title, the disclaimer, the free-of-charge promise and a Back link to /', () => {
    expect(elementTexts(html, 'h1')).toEqual(['Contact Admin Support']);
    expect(text).toContain(DISCLAIMER);
    expect(text).toContain('Knowing your rights is free: we never charge for access to legal information.');
    expect(links(html)).toContainEqual(['/', 'Back']);
  });

  it("shows the user's name and email as included with the message", () => {
    expect(text).toContain('Name: Jane Q. Public');
    expect(text).toContain('Email: jane@example.com');
    expect(text).toContain('Your name and email are included with your message');
  });

  it('has the four fields, Cancel and "Send Message to Admin", and the list of your messages', () => {
    expect(labels(html)).toEqual(['Category', 'Urgency', 'Subject', 'Message']);
    expect(elementTexts(html, 'button')).toEqual(['Cancel', 'Send Message to Admin']);
    expect(elementTexts(html, 'h2')).toEqual(['Your messages']);
    expect(text).toContain('Loading your messages...');
  });

  it('offers the seven categories after a "Select a category" prompt, and urgency defaults to medium', () => {
    const [category, urgency] = [...html.matchAll(/<select\b[\s\S]*?<\/select>/g)].map((m) => m[0]);
    expect(elementTexts(category!, 'option')).toEqual(['Select a category', ...HELP_CATEGORIES.map((c) => c.label)]);
    expect(elementTexts(urgency!, 'option')).toEqual(['Low - General inquiry', 'Medium - Need help soon', 'High - Urgent issue']);
    expect(urgency).toMatch(/<option value="medium" selected="">/);
  });

  it('gives the message box a minimum height of 150 px', () => {
    expect(html).toMatch(/<textarea[^>]*style="[^"]*min-height:\s*150px/);
  });

  it('shows no billing note until Billing Question is chosen', () => {
    expect(text).not.toContain(BILLING_NOTE);
  });
});

describe('the help form', () => {
  it('shows the green free-of-charge note for a billing question', () => {
    const html = renderForm({ category: 'billing' });
    expect(textOf(html)).toContain(BILLING_NOTE);
    expect(html).toMatch(/--alert-color:var\(--mantine-color-green[^"]*"[^>]*mantine-Alert-root/);
  });

  it('reads "Sending..." with every control disabled while sending', () => {
    const html = renderForm({}, { sending: true });
    expect(elementTexts(html, 'button')).toEqual(['Cancel', 'Sending...']);
    expect(html.match(/<(select|input|textarea)\b[^>]*disabled=""/g)).toHaveLength(4);
  });

  it('says a message will be queued while offline', () => {
    expect(textOf(renderForm({}, { online: false }))).toContain(
      "You're offline. Your message will be queued and sent when you're back online.",
    );
  });
});

describe('the confirmation', () => {
  it('shows the ticket number, the time as "MMM dd, yyyy at h:mm a", the name, the admin notice and both buttons', () => {
    const timestamp = new Date(2026, 2, 7, 14, 5).toISOString();
    const html = renderPage(
      () =>
        createElement(HelpSent, {
          ticketNumber: 'LAI-2026-000042',
          timestamp,
          name: 'Jane Q. Public',
          email: 'jane@example.com',
          onBack: noop,
          onAnother: noop,
        }),
      '/help',
    );
    const text = textOf(html);
    expect(elementTexts(html, 'h2')).toEqual(['Message Sent']);
    expect(text).toContain('Ticket Number: LAI-2026-000042');
    expect(text).toContain('Submitted: Mar 07, 2026 at 2:05 PM');
    expect(text).toContain('From: Jane Q. Public');
    expect(text).toContain(
      'The admin has been notified of your message. You will receive the reply by email at jane@example.com; replies do not appear in the app.',
    );
    expect(elementTexts(html, 'button')).toEqual(['Back to Main Page', 'Send Another Message']);
  });

  it('says a queued message will be sent when the connection is back, and why when the server was the problem', () => {
    const writtenAt = new Date(2026, 2, 7, 9, 30).toISOString();
    const html = renderPage(
      () =>
        createElement(HelpQueued, {
          subject: 'Audio does not play',
          writtenAt,
          name: 'Jane Q. Public',
          serverError: 'Service unavailable',
          onBack: noop,
          onAnother: noop,
        }),
      '/help',
    );
    const text = textOf(html);
    expect(QUEUED_TEXT).toBe("Queued — will be sent when you're back online");
    expect(text).toContain(QUEUED_TEXT);
    expect(text).toContain('Subject: Audio does not play');
    expect(text).toContain('Written: Mar 07, 2026 at 9:30 AM');
    expect(text).toContain('(Service unavailable)');
    expect(elementTexts(html, 'button')).toEqual(['Back to Main Page', 'Send Another Message']);
  });

  it('says so when the server refused a queued message', () => {
    const html = renderPage(
      () =>
        createElement(HelpQueued, {
          subject: 'x',
          writtenAt: new Date().toISOString(),
          name: 'Jane',
          refused: 'Subject is required',
          onBack: noop,
          onAnother: noop,
        }),
      '/help',
    );
    expect(elementTexts(html, 'h2')).toEqual(['Message Not Sent']);
    expect(textOf(html)).toContain('The server refused this message: Subject is required.');
    expect(textOf(html)).not.toContain(QUEUED_TEXT);
  });
});
