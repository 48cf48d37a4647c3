import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { AssistantPage } from './pages/AssistantPage';
import { FederalLawsPage } from './pages/FederalLawsPage';
import { LawDetailDialog, LawReaderPage, TITLE_SAVED_TIMEOUT_MS } from './pages/LawReaderPage';
import { signUpByApi } from './pages/SignupPage';
import { seriousAccessibilityViolations } from './support/accessibility';
import { Network } from './offline';

test.use({ serviceWorkers: 'allow' });
// Reduced motion: each answer is shown at once instead of typed out, which took ~9 s an answer
// (docs/performance.md "CI time"); the typing is tested in assistant.spec.ts, ai-answer.spec.ts and
// answer-phone.spec.ts's debt-collector test.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 360_000 });

// A person's own words, as they would post them: the answer lists 42 U.S.C. § 1320d-6 first.
const HEALTH_PRIVACY_QUESTION =
  'I work at a hospital and a coworker looked up my medical records and told other people about my health condition. Is that a federal crime?';

test('read 42 U.S.C. § 1320d-6 from an answer, follow a cross-reference, save Title 15, then read and find § 1692c(a)(1) offline', async ({
  page,
  context,
}) => {
  const network = new Network(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // What the app logs of the offline text search (index build and search times), for the report.
  page.on('console', (message) => {
    if (/^(Saved title \d+ text index|Offline text search)/.test(message.text())) console.log(message.text());
  });
  const shell = new AppShell(page);
  const assistant = new AssistantPage(page);
  const dialog = new LawDetailDialog(page);
  const reader = new LawReaderPage(page);

  await signUpByApi(page, 'reader');
  await shell.openMainPage();
  await shell.waitForServiceWorker();

  // The answer names the section; "Read the law" opens its official text.
  await assistant.ask(HEALTH_PRIVACY_QUESTION);
  const answer = assistant.latestAnswer;
  await answer.expectStructured();
  await answer.root.getByRole('button', { name: /^Read the law\s*: 42 U\.S\.C\. § 1320d-6$/ }).click();
  await expect(dialog.root).toBeVisible();
  const a = dialog.text.level('detail-a');
  await expect(a).toContainText('(a)');
  await expect(a).toContainText('A person who knowingly and in violation of this part');
  await expect(dialog.text.level('detail-a-2')).toContainText(
    'obtains individually identifiable health information relating to an individual',
  );
  // Each level is indented under its parent.
  const indentA = await a.evaluate((el) => parseFloat(getComputedStyle(el).paddingInlineStart));
  const indentA2 = await dialog.text.level('detail-a-2').evaluate((el) => parseFloat(getComputedStyle(el).paddingInlineStart));
  expect(indentA2).toBeGreaterThan(indentA);
  await expect(dialog.text.level('detail-b-1')).toContainText('be fined not more than $50,000, imprisoned not more than 1 year, or both');
  await expect(dialog.text.releasePoint).toBeVisible();
  expect(await seriousAccessibilityViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  // "Copy citation" on a subsection.
  await dialog.text.copyCitationButton('42 U.S.C. § 1320d-6(b)(2)').click();
  await expect(page.getByText('Citation copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('42 U.S.C. § 1320d-6(b)(2)');

  // A cross-reference in the text leads to that section inside the app, at the subsection named.
  await dialog.text.link('section 1320d–9(b)(3) of this title').click();
  await expect(dialog.root).toBeHidden();
  await expect(page).toHaveURL(/\/federal-laws\/42\/1320d-9#b-3$/);
  await expect(reader.sectionHeading('42 U.S.C. § 1320d-9')).toBeVisible();
  const b3 = reader.text.level('b-3');
  await expect(b3).toHaveAttribute('data-target', 'true');
  await expect(b3).toBeInViewport();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Up to its title: the listing, at this section.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Title 42' }).click();
  // Title 42 has 6,656 sections: a busy machine takes a while to list them all.
  await expect(reader.sectionLink('1320d-9')).toBeVisible({ timeout: 30_000 });
  const title42 = (await (await page.request.get('/api/legal/titles/42')).json()) as { sections: { section: string; heading: string }[] };
  const heading1320d5 = title42.sections.find((s) => s.section === '1320d-5')!.heading;

  // Title 15: its sections, and its size before saving it for offline.
  await reader.openTitle(15);
  await expect(reader.sectionLink('1')).toBeVisible();
  await reader.sectionFilter.fill('debt collection');
  await expect(reader.sectionLink('1692c')).toBeVisible();
  await expect(reader.sizeStatement).toBeVisible();
  const saveStarted = Date.now();
  await reader.saveTitleButton.click();
  await expect(reader.saveProgress(15)).toBeVisible();
  await expect(reader.savedStatus(15)).toBeVisible({ timeout: TITLE_SAVED_TIMEOUT_MS });
  console.log(`Title 15 saved for offline in ${Date.now() - saveStarted} ms`);
  await expect(reader.removeSavedTitleButton).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Offline: § 1692c opens at (a)(1) from the saved title.
  await network.goOffline();
  await reader.openSection(15, '1692c', 'a-1');
  await expect(reader.fromDeviceStatus).toBeVisible();
  const a1 = reader.text.level('a-1');
  await expect(a1).toContainText(
    'at any unusual time or place or a time or place known or which should be known to be inconvenient to the consumer',
  );
  await expect(a1).toHaveAttribute('data-target', 'true');
  await expect(a1).toBeInViewport();

  // Found by its words offline: the saved title's text is searched on the device.
  await reader.openTitle(15);
  await reader.textSearchBox.fill('"unusual time or place" consumer');
  await reader.textSearchButton.click();
  const hit = reader.textSearchResults.filter({ hasText: '15 U.S.C. § 1692c — Communication in connection with debt collection' });
  await expect(hit).toBeVisible({ timeout: 60_000 });
  await expect(hit.locator('mark').first()).toBeVisible();
  await expect(page.getByText('Offline: searched the text saved on this device (Title 15).')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await hit.getByRole('link').click();
  await expect(reader.sectionHeading('15 U.S.C. § 1692c')).toBeVisible();
  await expect(reader.text.level('a-1')).toContainText('at any unusual time or place');

  // The database's quick search finds it in the words of the saved title too, and its detail opens offline.
  await page.goto('/federal-laws');
  await new FederalLawsPage(page).quickSearch.fill('unusual time or place');
  const inWords = page.getByRole('list', { name: 'Sections whose text matches' });
  await inWords.getByRole('button', { name: /^15 U\.S\.C\. § 1692c — / }).click({ timeout: 60_000 });
  await expect(dialog.text.level('detail-a-1')).toContainText('at any unusual time or place');
  await dialog.closeButton.click();

  // The section read once online (42 U.S.C. § 1320d-6) stays readable; one never opened says where its text is.
  await reader.openSection(42, '1320d-6');
  await expect(reader.text.level('a-2')).toContainText('obtains individually identifiable health information');
  await reader.openSection(42, '1320d-5');
  await expect(reader.textAvailableOnline).toBeVisible();
  await expect(reader.sectionHeading('42 U.S.C. § 1320d-5')).toHaveText(`42 U.S.C. § 1320d-5 — ${heading1320d5}`);
});
