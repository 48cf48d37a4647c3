import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { HelpPage } from './pages/HelpPage';
import { LoginPage } from './pages/LoginPage';
import { signUpByApi, type NewAccount } from './pages/SignupPage';
import { Network } from './offline';

// Several page loads, offline switches and replays per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const TICKET = /LAI-\d{4}-\d{6}/;
/** "Mar 07, 2026 at 2:05 PM" */
const SPEC_TIME = /[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/;
/** Offline, only the help message is refused at the network layer too (the service worker's Background Sync replays it). */
const HELP_POST = '**/api/help/message';

async function signUp(page: import('@playwright/test').Page, prefix: string): Promise<NewAccount> {
  const account = await signUpByApi(page, prefix);
  await new AppShell(page).openMainPage();
  return account;
}

async function ticketsOf(request: APIRequestContext) {
  const res = await request.get('/api/help/tickets');
  expect(res.status()).toBe(200);
  return (await res.json()) as { ticketNumber: string; subject: string }[];
}

test('send a help message: confirmation with the ticket number, time and name; Send Another Message clears the form', async ({ page }) => {
  const account = await signUp(page, 'helpon');
  const help = new HelpPage(page);
  await help.open();

  // The user's name and email are shown as included with the message; urgency defaults to medium.
  await expect(page.getByRole('group', { name: 'Your information' })).toContainText(account.fullLegalName);
  await expect(page.getByRole('group', { name: 'Your information' })).toContainText(account.email);
  await expect(help.urgency).toHaveValue('medium');
  await expect(page.getByText("You haven't sent any messages yet.")).toBeVisible();

  // The green free-of-charge note comes with a billing question only.
  await help.category.selectOption({ label: 'Billing Question' });
  await expect(help.billingNote).toContainText('Legal information on Laws AI is free of charge.');
  expect(await help.accessibilityViolations()).toEqual([]);
  await help.category.selectOption({ label: 'Technical Issue' });
  await expect(help.billingNote).toBeHidden();

  await help.send({
    category: 'Technical Issue',
    urgency: 'High - Urgent issue',
    subject: 'Audio will not play',
    message: 'The narration button does nothing on my phone.',
  });

  await expect(page.getByText('Message sent successfully')).toBeVisible();
  await expect(page.getByText('The admin will respond to your message soon.')).toBeVisible();
  const confirmation = help.sentConfirmation;
  await expect(confirmation).toContainText(TICKET);
  await expect(confirmation).toContainText(SPEC_TIME);
  await expect(confirmation).toContainText(`From: ${account.fullLegalName}`);
  await expect(confirmation).toContainText(
    `The admin has been notified of your message. You will receive the reply by email at ${account.email}; replies do not appear in the app.`,
  );
  const ticketNumber = (await confirmation.textContent())!.match(TICKET)![0];
  expect(await help.accessibilityViolations()).toEqual([]);

  const tickets = await ticketsOf(page.request);
  expect(tickets.map((t) => [t.ticketNumber, t.subject])).toEqual([[ticketNumber, 'Audio will not play']]);
  const item = help.messageItem('Audio will not play');
  await expect(item).toContainText('Sent');
  await expect(item).toContainText(ticketNumber);

  await confirmation.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(help.subject).toHaveValue('');
  await expect(help.message).toHaveValue('');
  await expect(help.category).toHaveValue('');
  await expect(help.urgency).toHaveValue('medium');

  await help.sendButton.click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Please select a category')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  expect(await ticketsOf(page.request)).toHaveLength(1);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await new AppShell(page).expectMainPage();
});

test('offline: the message is queued, the page is closed, and back online exactly one ticket exists and is shown', async ({
  context,
  page,
}) => {
  const network = new Network(context, HELP_POST);
  await signUp(page, 'helpoff');
  const shell = new AppShell(page);
  await shell.waitForServiceWorker();
  const help = new HelpPage(page);
  await help.open();

  await network.goOffline();
  await expect(page.getByText("You're offline. Your message will be queued and sent when you're back online.")).toBeVisible();
  await help.send({ category: 'Account Problem', subject: 'Written on the train', message: 'I lost signal while writing this message.' });

  await expect(help.queuedNotice).toContainText("Queued — will be sent when you're back online");
  await expect(help.messageItem('Written on the train')).toContainText('Queued');
  await page.close();

  await network.goOnline();
  const again = await context.newPage();
  const reopened = new HelpPage(again);
  await reopened.open();
  const item = reopened.messageItem('Written on the train');
  await expect(item).toContainText('Sent');
  await expect(item).toContainText(TICKET);

  const tickets = await ticketsOf(again.request);
  expect(tickets).toHaveLength(1);
  expect(tickets[0]!.subject).toBe('Written on the train');
  await expect(item).toContainText(tickets[0]!.ticketNumber);
  // Further replays (page, `online`, Background Sync) never file it again.
  await again.reload();
  await expect(reopened.messageItem('Written on the train')).toContainText(tickets[0]!.ticketNumber);
  expect(await ticketsOf(again.request)).toHaveLength(1);
});

test('Background Sync: the service worker sends a queued message while no page is open (Chromium)', async ({ context, page }) => {
  const network = new Network(context, HELP_POST);
  await signUp(page, 'helpsync');
  await new AppShell(page).waitForServiceWorker();
  const help = new HelpPage(page);
  await help.open();

  await network.goOffline();
  await help.send({ category: 'Other', subject: 'Sent from the background', message: 'Queued, then the tab was closed.' });
  await expect(help.queuedNotice).toBeVisible();
  await page.close();
  expect(context.pages()).toHaveLength(0);

  await network.goOnline();
  // No page runs any code now: only the service worker's sync event can file the ticket.
  await expect
    .poll(async () => (await ticketsOf(context.request)).map((t) => t.subject), { timeout: 30_000 })
    .toEqual(['Sent from the background']);
});

test('a queued message is sent with its real ticket number as soon as the connection returns, page still open', async ({
  context,
  page,
}) => {
  const network = new Network(context, HELP_POST);
  await signUp(page, 'helpback');
  const help = new HelpPage(page);
  await help.open();

  await network.goOffline();
  await help.send({ category: 'Feature Request', subject: 'Dark mode please', message: 'A dark theme would help at night.' });
  await expect(help.queuedNotice).toBeVisible();

  await network.goOnline();
  await expect(help.sentConfirmation).toContainText(TICKET);
  await expect(page.getByText(/Your queued message is ticket LAI-\d{4}-\d{6}\./)).toBeVisible();
  const [ticket] = await ticketsOf(page.request);
  await expect(help.sentConfirmation).toContainText(ticket!.ticketNumber);
  await expect(help.messageItem('Dark mode please')).toContainText(ticket!.ticketNumber);
});

test('a queued message the server refuses is shown as failed with the reason, and can be retried or discarded', async ({
  context,
  page,
}) => {
  const network = new Network(context, HELP_POST);
  await signUp(page, 'helpfail');
  const help = new HelpPage(page);
  await help.open();

  await network.goOffline();
  await help.send({ category: 'Bug Report', subject: 'Keep this one', message: 'This one should be sent on retry.' });
  await expect(help.queuedNotice).toBeVisible();
  await help.queuedNotice.getByRole('button', { name: 'Send Another Message' }).click();
  await help.send({ category: 'Other', subject: 'Drop this one', message: 'This one will be discarded.' });
  await expect(help.queuedNotice).toContainText('Subject: Drop this one');
  await expect(help.messageItem('Drop this one')).toContainText('Queued');

  // Back online, but the server refuses them (a 4xx): failed, not retried by itself.
  await context.route(HELP_POST, (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: 'Refused for this test' }) }),
  );
  await context.setOffline(false);
  const keep = help.messageItem('Keep this one');
  const drop = help.messageItem('Drop this one');
  await expect(keep).toContainText('Failed');
  await expect(keep).toContainText('Not sent: Refused for this test');
  await expect(drop).toContainText('Failed');
  expect(await help.accessibilityViolations()).toEqual([]);

  await context.unroute(HELP_POST);
  await keep.getByRole('button', { name: 'Retry "Keep this one"' }).click();
  await expect(keep).toContainText('Sent');
  await expect(keep).toContainText(TICKET);
  await drop.getByRole('button', { name: 'Discard "Drop this one"' }).click();
  await expect(drop).toBeHidden();

  const tickets = await ticketsOf(page.request);
  expect(tickets.map((t) => t.subject)).toEqual(['Keep this one']);
});

test('logging out with an unsent message asks first, naming how many would be lost', async ({ context, page }) => {
  const network = new Network(context, HELP_POST);
  const account = await signUp(page, 'helpout');
  const shell = new AppShell(page);
  const help = new HelpPage(page);
  await help.open();

  await network.goOffline();
  await help.send({ category: 'Other', subject: 'Never sent', message: 'Written offline and then logged out.' });
  await expect(help.queuedNotice).toBeVisible();
  // Online for the logout itself, but the message still cannot get through.
  await context.setOffline(false);

  await shell.logOut(account.username);
  const dialog = page.getByRole('dialog', { name: 'Log out and lose unsent messages?' });
  await expect(dialog).toContainText('You have 1 unsent message on this device');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(shell.userMenuButton(account.username)).toBeVisible();
  await expect(help.messageItem('Never sent')).toContainText('Queued');

  await shell.logOut(account.username);
  await page.getByRole('dialog', { name: 'Log out and lose unsent messages?' }).getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signed in again (and reachable): nothing was kept, nothing is sent.
  await context.unroute(HELP_POST);
  await new LoginPage(page).logIn(account.email, account.password);
  await shell.expectMainPage();
  await help.open();
  await expect(page.getByText("You haven't sent any messages yet.")).toBeVisible();
  expect(await ticketsOf(page.request)).toEqual([]);
});

test('logging out with nothing unsent does not ask', async ({ page }) => {
  const account = await signUp(page, 'helpnone');
  const shell = new AppShell(page);
  await shell.logOut(account.username);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});
