import { expect } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { RightsPage, VerifySourcesPage } from './pages/RightsPage';
import { signUpByApi } from './pages/SignupPage';
import { test } from './support/fakeUpstreams';

// The worker's server with fakes (e2e/support/fakeUpstreams.ts): its official sources are a fake
// constitution.congress.gov and www.archives.gov on 127.0.0.1 (there is no network here). Like the
// real site has been seen doing, the fake refuses the 3rd Amendment's page with 403.
// Narrations are made on first play: allow for a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('the Rights tab: filter by category, open an amendment, read it, see it verified, close it', async ({ page }) => {
  await signUpByApi(page, 'rights');
  await new AppShell(page).openMainPage();
  const rights = new RightsPage(page);
  await rights.openTab();
  await expect(rights.count).toHaveText('Showing all 17 amendments');
  await expect(rights.cards).toHaveCount(17);
  await expect(rights.filter('All')).toHaveAttribute('aria-pressed', 'true');

  await rights.filter('Voting Rights').click();
  await expect(rights.filter('Voting Rights')).toHaveAttribute('aria-pressed', 'true');
  await expect(rights.filter('All')).toHaveAttribute('aria-pressed', 'false');
  await expect(rights.count).toHaveText('Showing 5 of 17 amendments');
  await expect(rights.cards.getByRole('heading')).toHaveText([
    '15th Amendment',
    '17th Amendment',
    '19th Amendment',
    '24th Amendment',
    '26th Amendment',
  ]);

  await rights.openAmendment('19th');
  const modal = rights.modal;
  await expect(modal.getByRole('heading', { name: '19th Amendment: Women’s Right to Vote' })).toBeVisible();
  // The official text, word for word.
  await expect(
    modal
      .getByRole('region', { name: 'Official text' })
      .getByText(
        'The right of citizens of the United States to vote shall not be denied or abridged by the United States or by any State on account of sex.',
      ),
  ).toBeVisible();
  await expect(modal.getByRole('region', { name: 'In plain English' })).toContainText('because of sex');
  await expect(modal.getByRole('region', { name: 'Examples' }).getByRole('listitem')).toHaveCount(3);
  await expect(modal.getByRole('region', { name: 'Key rights' }).getByRole('listitem').first()).toHaveText(
    'Right to vote not denied because of sex',
  );
  await expect(modal.getByRole('link', { name: /Read the 19th Amendment on constitution\.congress\.gov/ })).toHaveAttribute(
    'href',
    'https://constitution.congress.gov/constitution/amendment-19/',
  );
  // Verification: loading, then the result from the (fake) official page.
  await expect(rights.verification.getByText('Verified', { exact: true })).toBeVisible();
  await expect(rights.verification.getByText('Found', { exact: true })).toBeVisible();
  await expect(rights.verification.getByText('Not .gov', { exact: true })).toBeVisible();
  // The dialog (the toast left by sign-up is another screen's).
  expect(await rights.seriousAccessibilityViolations('[role="dialog"]')).toEqual([]);

  await rights.closeWithButton();
  await rights.openAmendment('24th');
  await rights.closeWithBackdrop();
  // The filter stays as chosen.
  await expect(rights.count).toHaveText('Showing 5 of 17 amendments');
});

test('offline, source verification says it cannot check now, then checks again and verifies when back online', async ({
  page,
  context,
}) => {
  const rights = new RightsPage(page);
  await rights.openPublicPage();
  // Offline as a returning user is: the service worker has the app's files, the detail's too (a
  // first visit offline before the detail's file arrived is download-failure.spec.ts).
  await new AppShell(page).waitForServiceWorker();
  await context.setOffline(true);
  await rights.openAmendment('19th');
  await expect(rights.verification.getByRole('status')).toHaveText(
    'You’re offline, so the official source can’t be checked now. It will be checked again when you’re back online.',
  );
  await expect(rights.verification.getByText(/Not verified|Network error/)).toHaveCount(0);
  await context.setOffline(false);
  await expect(rights.verification.getByText('Verified', { exact: true })).toBeVisible();
  await expect(rights.verification.getByText('Found', { exact: true })).toBeVisible();
});

test('a refused official page is reported and the text is confirmed on the National Archives transcript', async ({
  page,
  upstreams: { site },
}) => {
  const rights = new RightsPage(page);
  await rights.openPublicPage();
  expect(await rights.seriousAccessibilityViolations()).toEqual([]);
  await rights.openAmendment('3rd');
  await expect(rights.verification.getByText('Verified', { exact: true })).toBeVisible();
  await expect(rights.verification).toContainText(`The official text was found on ${new URL(site.url).host}`);
  await expect(rights.verification).toContainText('Error: ' + `${new URL(site.url).host} refused the automated check (HTTP 403 Forbidden)`);
});

test('narration on the public page: play, stop, one track at a time, the end resets it, and offline from the cache', async ({
  page,
  context,
}) => {
  const rights = new RightsPage(page);
  await rights.openPublicPage();
  await new AppShell(page).waitForServiceWorker();
  await rights.openAmendment('1st');

  await rights.trackButton('plain-language version', 'Play').click();
  await expect(rights.trackButton('plain-language version', 'Stop')).toBeVisible({ timeout: 60_000 });
  await rights.expectPlaying();
  expect(await rights.audio.evaluate((el: HTMLAudioElement) => new URL(el.src).pathname)).toMatch(/^\/api\/audio\/[0-9a-f]{32}\.mp3$/);

  // Starting the other track stops this one.
  await rights.trackButton('constitutional text', 'Play').click();
  await expect(rights.trackButton('constitutional text', 'Stop')).toBeVisible({ timeout: 60_000 });
  await expect(rights.trackButton('plain-language version', 'Play')).toBeVisible();
  await rights.expectPlaying(0.3);

  // The end of a track resets it to idle.
  await rights.audio.evaluate((el: HTMLAudioElement) => {
    el.currentTime = Math.max(0, el.duration - 0.2);
  });
  await expect(rights.trackButton('constitutional text', 'Play')).toBeVisible({ timeout: 15_000 });

  await rights.trackButton('plain-language version', 'Play').click();
  await rights.expectPlaying();
  await rights.trackButton('plain-language version', 'Stop').click();
  await expect(rights.trackButton('plain-language version', 'Play')).toBeVisible();
  expect(await rights.audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);

  // With the network off, a track heard once plays again from the service worker's cache.
  await context.setOffline(true);
  await rights.trackButton('plain-language version', 'Play').click();
  await expect(rights.trackButton('plain-language version', 'Stop')).toBeVisible();
  await rights.expectPlaying();
  await rights.trackButton('plain-language version', 'Stop').click();
  await rights.closeWithButton();

  // A track never played is not there offline: the spec's alert; the verification waits for the connection.
  await rights.openAmendment('2nd');
  await expect(rights.verification.getByRole('status')).toHaveText(
    'You’re offline, so the official source can’t be checked now. It will be checked again when you’re back online.',
  );
  await rights.trackButton('constitutional text', 'Play').click();
  await expect(rights.modal.getByRole('alert').filter({ hasText: 'Unable to load audio. Please try again later.' })).toBeVisible();
  await expect(rights.trackButton('constitutional text', 'Play')).toBeVisible();
  await context.setOffline(false);
});

test('"Save audio for offline" keeps both tracks, which then play with the network off', async ({ page, context }) => {
  const rights = new RightsPage(page);
  await rights.openPublicPage();
  await new AppShell(page).waitForServiceWorker();
  await rights.openAmendment('4th');
  await rights.modal.getByRole('button', { name: 'Save audio for offline' }).click();
  await expect(rights.modal.getByText('Audio saved for offline')).toBeVisible({ timeout: 90_000 });

  await context.setOffline(true);
  // The amendments themselves come from the device too.
  await rights.reloadPublicPage();
  await rights.openAmendment('4th');
  await expect(rights.modal.getByText('Audio saved for offline')).toBeVisible();
  for (const track of ['constitutional text', 'plain-language version'] as const) {
    await rights.trackButton(track, 'Play').click();
    await expect(rights.trackButton(track, 'Stop')).toBeVisible();
    await rights.expectPlaying(0.3);
  }
  await context.setOffline(false);
});

test('/verify-sources: Verify All against the official sources shows the badges, the rows and the failed source', async ({
  page,
  upstreams: { site },
}) => {
  const verify = new VerifySourcesPage(page);
  await verify.open();
  await verify.verifyAllButton.click();
  await expect(verify.stat('Total')).toHaveText('19');
  await expect(verify.stat('Valid')).toHaveText('18');
  await expect(verify.stat('.gov Sites')).toHaveText('0');
  await expect(verify.stat('Failed')).toHaveText('1');

  const host = new URL(site.url).host;
  const third = verify.row('Amendment 3');
  await expect(third).toContainText('Not .gov');
  await expect(third).toContainText('Not Found');
  await expect(third).toContainText(`Error: ${host} refused the automated check (HTTP 403 Forbidden)`);
  await expect(third.getByRole('link')).toHaveAttribute('href', `${site.url}/constitution/amendment-3/`);
  await expect(verify.row('Amendment 14')).toContainText('Found');
  await expect(verify.row('Amendments 1-10')).toContainText('Found');
  await expect(verify.row('Amendments 11-27')).toContainText('Found');
  await expect(verify.failedAlert).toContainText(
    `${site.url}/constitution/amendment-3/: ${host} refused the automated check (HTTP 403 Forbidden)`,
  );
});
