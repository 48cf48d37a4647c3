// @vitest-environment happy-dom
import { createElement } from 'react';
import { useForm } from '@mantine/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import { HELP_CATEGORIES } from '../../../core/schemas/help';
import { setSignedIn, setSignedOut } from '../../state/auth';
import { fieldLabels, headingTexts, links, namesOf, readText, renderElement, renderScreen, screen, within } from '../../testing/render';
import { HelpQueued, HelpSent, QUEUED_TEXT } from './HelpConfirmation';
import { BILLING_NOTE, HelpFormCard } from './HelpFormCard';
import { initialHelpValues, type HelpFormValues } from './helpForm';
import HelpPage from './index';

const jane = { id: 'u-jane', username: 'jane', fullLegalName: 'Jane Q. Public', email: 'jane@example.com' };

beforeAll(() => setSignedIn(jane));
afterAll(() => setSignedOut());

function renderForm(values: Partial<HelpFormValues> = {}, { sending = false, online = true } = {}) {
  function Form() {
    const form = useForm<HelpFormValues>({ initialValues: { ...initialHelpValues, ...values } });
    return createElement(HelpFormCard, { user: jane, form, sending, online, onSubmit: () => undefined, onCancel: () => undefined });
  }
  renderScreen(Form, { path: '/help' });
}

const noop = () => undefined;

describe('the help screen (editing)', () => {
  let text = '';
  beforeAll(() => {
    renderScreen(HelpPage, { path: '/help' });
    text = readText();
  });

  it('has its title, the disclaimer, the free-of-charge promise and a Back link to /', () => {
    expect(headingTexts(1)).toEqual(['Contact Admin Support']);
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    expect(text).toContain('Knowing your rights is free: we never charge for access to legal information.');
    expect(links()).toContainEqual(['/', 'Back']);
  });

  it("shows the user's name and email as included with the message", () => {
    expect(text).toContain('Name: Jane Q. Public');
    expect(text).toContain('Email: jane@example.com');
    expect(text).toContain('Your name and email are included with your message');
  });

  it('has the four fields, Cancel and "Send Message to Admin", and the list of your messages', () => {
    expect(fieldLabels()).toEqual(['Category', 'Urgency', 'Subject', 'Message']);
    expect(namesOf('button')).toEqual(['Cancel', 'Send Message to Admin']);
    expect(headingTexts(2)).toEqual(['Your messages']);
    expect(screen.getByText('Loading your messages...')).toBeInTheDocument();
  });

  it('offers the seven categories after a "Select a category" prompt, and urgency defaults to medium', () => {
    const category = screen.getByRole('combobox', { name: 'Category' });
    const urgency = screen.getByRole('combobox', { name: 'Urgency' });
    expect(namesOf('option', category)).toEqual(['Select a category', ...HELP_CATEGORIES.map((c) => c.label)]);
    expect(namesOf('option', urgency)).toEqual(['Low - General inquiry', 'Medium - Need help soon', 'High - Urgent issue']);
    expect(urgency).toHaveValue('medium');
    expect(within(urgency).getByRole('option', { name: 'Medium - Need help soon', selected: true })).toBeInTheDocument();
  });

  it('gives the message box a minimum height of 150 px', () => {
    expect(screen.getByRole('textbox', { name: 'Message' }).style.minHeight).toBe('150px');
  });

  it('shows no billing note until Billing Question is chosen', () => {
    expect(text).not.toContain(BILLING_NOTE);
  });
});

describe('the help form', () => {
  it('shows the green free-of-charge note for a billing question', () => {
    renderForm({ category: 'billing' });
    const note = screen.getByRole('note', { name: 'Free of charge' });
    expect(note).toHaveTextContent(BILLING_NOTE);
    expect(note.style.getPropertyValue('--alert-color')).toMatch(/^var\(--mantine-color-green/);
  });

  it('reads "Sending..." with every control disabled while sending', () => {
    renderForm({}, { sending: true });
    expect(namesOf('button')).toEqual(['Cancel', 'Sending...']);
    const fields = [...screen.getAllByRole('combobox'), ...screen.getAllByRole('textbox')];
    expect(fields).toHaveLength(4);
    for (const field of fields) expect(field).toBeDisabled();
  });

  it('says a message will be queued while offline', () => {
    renderForm({}, { online: false });
    expect(screen.getByText("You're offline. Your message will be queued and sent when you're back online.")).toBeInTheDocument();
  });
});

describe('the confirmation', () => {
  it('shows the ticket number, the time as "MMM dd, yyyy at h:mm a", the name, the admin notice and both buttons', () => {
    const timestamp = new Date(2026, 2, 7, 14, 5).toISOString();
    renderElement(
      createElement(HelpSent, {
        ticketNumber: 'LAI-2026-000042',
        timestamp,
        name: 'Jane Q. Public',
        email: 'jane@example.com',
        onBack: noop,
        onAnother: noop,
      }),
      { path: '/help' },
    );
    const text = readText();
    expect(headingTexts(2)).toEqual(['Message Sent']);
    expect(text).toContain('Ticket Number: LAI-2026-000042');
    expect(text).toContain('Submitted: Mar 07, 2026 at 2:05 PM');
    expect(text).toContain('From: Jane Q. Public');
    expect(text).toContain(
      'The admin has been notified of your message. You will receive the reply by email at jane@example.com; replies do not appear in the app.',
    );
    expect(namesOf('button')).toEqual(['Back to Main Page', 'Send Another Message']);
  });

  it('says a queued message will be sent when the connection is back, and why when the server was the problem', () => {
    const writtenAt = new Date(2026, 2, 7, 9, 30).toISOString();
    renderElement(
      createElement(HelpQueued, {
        subject: 'Audio does not play',
        writtenAt,
        name: 'Jane Q. Public',
        serverError: 'Service unavailable',
        onBack: noop,
        onAnother: noop,
      }),
      { path: '/help' },
    );
    const text = readText();
    expect(QUEUED_TEXT).toBe("Queued — will be sent when you're back online");
    expect(text).toContain(QUEUED_TEXT);
    expect(text).toContain('Subject: Audio does not play');
    expect(text).toContain('Written: Mar 07, 2026 at 9:30 AM');
    expect(text).toContain('(Service unavailable)');
    expect(namesOf('button')).toEqual(['Back to Main Page', 'Send Another Message']);
  });

  it('says so when the server refused a queued message', () => {
    renderElement(
      createElement(HelpQueued, {
        subject: 'x',
        writtenAt: new Date().toISOString(),
        name: 'Jane',
        refused: 'Subject is required',
        onBack: noop,
        onAnother: noop,
      }),
      { path: '/help' },
    );
    expect(headingTexts(2)).toEqual(['Message Not Sent']);
    expect(readText()).toContain('The server refused this message: Subject is required.');
    expect(readText()).not.toContain(QUEUED_TEXT);
  });
});
