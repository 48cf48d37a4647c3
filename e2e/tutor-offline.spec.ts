import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { LIBRARY_SAVED_TIMEOUT_MS, LibraryPage } from './pages/LibraryPage';
import { TutorChatPage } from './pages/QuizPages';
import { signUpByApi } from './pages/SignupPage';
import { Network } from './offline';

// The chat tutor offline: it answers from the library saved on the device, as the
// Legal Assistant does, and says it is offline. The service worker must run.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 360_000 });

test('offline, the chat tutor answers a question from the saved library and says it is offline; a tap shows the answer whole', async ({
  page,
  context,
}) => {
  const network = new Network(context);
  const shell = new AppShell(page);
  await signUpByApi(page, 'tutoroff');
  await shell.openMainPage();
  await shell.waitForServiceWorker();
  const library = new LibraryPage(page);
  await expect(library.saveButton).toBeEnabled({ timeout: 60_000 });
  await library.saveButton.click();
  await expect(library.savedStatus).toBeVisible({ timeout: LIBRARY_SAVED_TIMEOUT_MS });

  const tutor = new TutorChatPage(page);
  await tutor.open();
  await network.goOffline();
  await tutor.questionBox.fill('Can a debt collector call me at work?');
  await tutor.sendButton.click();
  const reply = tutor.tutorMessages.last();
  // While it types, a tap shows it whole at once.
  await expect(
    reply
      .locator('[data-typing="true"]')
      .or(reply.getByText('You’re offline: the tutor answered from the law library saved on this device.')),
  ).toBeVisible({ timeout: 60_000 });
  await page.mouse.click(5, 5);
  await expect(reply.getByText('You’re offline: the tutor answered from the law library saved on this device.')).toBeVisible();
  await expect(reply).toContainText('1692c');
  await expect(reply).not.toContainText('trouble');
});
