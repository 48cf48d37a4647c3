import { expect } from '@playwright/test';
import type { FakeCourtListener } from '../test-support/server/fakeCourtListener';
import { AppShell } from './pages/AppShell';
import { FederalLawsPage } from './pages/FederalLawsPage';
import { signUpByApi } from './pages/SignupPage';
import { test as base } from './support/fakeUpstreams';

// Advanced Search's date range and jurisdiction, on the built app and a real server
// whose CourtListener is a fake on 127.0.0.1 answering with the real API's shape (the worker's
// server shared with the other specs with fakes, e2e/support/fakeUpstreams.ts).
const test = base.extend<{ courts: FakeCourtListener }>({
  courts: async ({ upstreams: { courts } }, use) => {
    courts.mode = 'ok';
    await use(courts);
  },
});

test.beforeEach(() => test.setTimeout(120_000));

async function signUpAndOpen(page: import('@playwright/test').Page): Promise<FederalLawsPage> {
  await signUpByApi(page, 'advanced');
  await new AppShell(page).openMainPage();
  // The full-text index answers once built (a clean clone builds it in about half a minute).
  await expect
    .poll(async () => ((await (await page.request.get('/api/legal/text-search?q=tenant')).json()) as { engine: string }).engine, {
      timeout: 100_000,
      intervals: [1000],
    })
    .toBe('full-text');
  const laws = new FederalLawsPage(page);
  await laws.open();
  return laws;
}

test('"liquidated damages" in Title 38, last 5 years, lists 38 U.S.C. § 4323 amended by Pub. L. 118-210; § 1692c (1977) is not among recent changes', async ({
  page,
}) => {
  const laws = await signUpAndOpen(page);
  await laws.searchWith({ text: 'liquidated damages', range: 'Last 5 years', area: "Title 38 — Veterans' Benefits" });
  const usserra = laws.amendedResults.filter({ hasText: '38 U.S.C. § 4323' });
  await expect(usserra).toContainText('Amended Jan. 2, 2025 by Pub. L. 118-210');
  // Its law detail: when it was last amended, and the history under "History".
  await usserra.getByRole('heading').getByRole('button').click();
  const history = laws.lawDialog.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Last amended Jan. 2, 2025 by Pub. L. 118-210.');
  await expect(history).toContainText('2025—Subsec. (d)(1)(C), (D). Pub. L. 118–210');
  await page.keyboard.press('Escape');
  await expect(laws.lawDialog).toBeHidden();

  await laws.advancedSearchBox.fill('communicate with a consumer');
  await laws.choose('Legal area, topic or U.S. Code title', 'Title 15 — Commerce and Trade');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /in Title 15/ })).toBeVisible();
  await expect(laws.amendedResults.filter({ hasText: '15 U.S.C. § 1692c ' })).toHaveCount(0);

  // No words: what changed recently in the title, newest first.
  await laws.advancedSearchBox.fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /sections amended in the last 5 years in Title 15, newest first/ }),
  ).toBeVisible();
  await expect(laws.amendedResults.first()).toContainText(/Amended \w+\.? \d+, 20\d\d/);
});

test('"free speech" in the Supreme Court lists cases from CourtListener; a rate limit is explained, not shown as no results', async ({
  page,
  courts,
}) => {
  const laws = await signUpAndOpen(page);
  await laws.searchWith({ text: 'free speech', jurisdiction: 'Supreme Court' });
  await expect(laws.courtOpinions.first()).toContainText('Tinker v. Des Moines Independent Community School District');
  await expect(laws.courtOpinions.first()).toContainText('Supreme Court of the United States · decided Feb. 24, 1969 · 393 U.S. 503');
  await expect(laws.courtOpinions.first().getByRole('link')).toHaveAttribute(
    'href',
    'https://www.courtlistener.com/opinion/107792/tinker-v-des-moines-independent-community-school-dist/',
  );

  courts.mode = 'rate-limited';
  await laws.advancedSearchBox.fill('freedom of the press');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Court opinions could not be searched' });
  await expect(alert).toContainText('CourtListener is limiting how often this server may search court opinions right now');
  await expect(alert).toContainText('this does not mean none match');
  await expect(page.getByText(/found no .* opinions/)).toHaveCount(0);
});

test('quick search puts a typed citation first and opens it; a phrase is searched in the words of the law', async ({ page }) => {
  const laws = await signUpAndOpen(page);
  await laws.quickSearch.fill('42 usc 1983');
  await expect(laws.list().getByRole('article').first()).toContainText('42 U.S.C. § 1983');
  await laws.list().getByRole('article').first().getByRole('heading').getByRole('button').click();
  await expect(laws.lawDialog).toContainText('42 U.S.C. § 1983');
  await page.keyboard.press('Escape');

  await laws.quickSearch.fill('security deposit');
  const inText = page.getByRole('list', { name: 'Sections whose text matches' }).getByRole('article');
  await expect(inText.first()).toBeVisible();
  for (const match of await inText.all()) await expect(match.locator('mark').first()).toHaveText(/secur|deposit/i);
});
