import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { ContractDraftingPage, DraftTab } from './pages/ContractPages';
import { signUpByApi, newAccount } from './pages/SignupPage';
import { stillOffline } from './offline';

/** Today as the browser's calendar has it (the download names use the local date). */
const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

async function contentOf(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/** Counts the generate-contract requests the page sends. */
function countGenerateRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/legal/generate-contract') count += 1;
  });
  return () => count;
}

test('Draft tab: fill the rental template, generate, copy, download, start again', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpByApi(page, 'draft');
  await new AppShell(page).openMainPage();
  const requests = countGenerateRequests(page);

  const draft = new DraftTab(page);
  await draft.open();
  await expect(draft.templates).toHaveCount(6);
  await draft.useTemplate('Residential Lease Agreement').click();

  // Nothing filled in: the toast lists every required field.
  await draft.generateButton.click();
  const missing = draft.toast('Missing Required Fields');
  await expect(missing).toContainText(
    'Please fill in: Landlord Name, Tenant Name, Property Address, Monthly Rent ($), Lease Start Date, Lease Term, Security Deposit ($)',
  );
  expect(requests()).toBe(0);

  await draft.field('Landlord Name').fill('John Smith');
  await draft.field('Tenant Name').fill('Jane Doe');
  await draft.field('Property Address').fill('12 Oak Street, Apt 4, Austin, TX 78701');
  await draft.field('Monthly Rent ($)').fill('1250');
  await draft.field('Lease Start Date').fill('2027-01-05');
  await draft.field('Lease Term').selectOption('12 months');
  await draft.field('Security Deposit ($)').fill('1875.50');
  await draft.generateButton.click();

  await expect(draft.toast('Contract Generated')).toContainText(
    'Your contract has been generated successfully. Please review it carefully.',
  );
  const contract = draft.contract;
  await expect(contract).toContainText('IMPORTANT NOTICE - GENERAL TEMPLATE, NOT LEGAL ADVICE');
  await expect(contract).toContainText('RESIDENTIAL LEASE AGREEMENT');
  await expect(contract).toContainText('John Smith ("Landlord")');
  await expect(contract).toContainText('Tenant will pay rent of $1,250.00 per month');
  await expect(contract).toContainText('security deposit of $1,875.50');
  await expect(contract).toContainText('twelve (12) months, beginning on January 5, 2027 and ending on January 4, 2028');
  await expect(page.getByText('Drafted by the built-in contract generator')).toBeVisible();
  expect(requests()).toBe(1);
  const text = (await contract.textContent())!;
  expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);

  // Copy: the toast, "Copied" for 2 seconds, then "Copy" again; the contract is on the clipboard.
  // (The toast may wait for the previous one to close: one toast at a time.)
  await draft.copyButton.click();
  await expect(draft.copiedButton).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  // Back to Copy after its 2 s, within the default 10 s (was 5 s: a loaded browser's timers run late).
  await expect(draft.copyButton).toBeVisible();
  await expect(draft.toast('Copied')).toContainText('Response copied to clipboard');

  // Download: {templateId}_{date}.txt holding the same text.
  const downloadStarted = page.waitForEvent('download');
  await draft.downloadButton.click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`rental_${await today(page)}.txt`);
  expect(await contentOf(download)).toBe(text);

  // New Contract clears the contract, the template and the form.
  await draft.newContractButton.click();
  await expect(draft.templates).toHaveCount(6);
  await draft.useTemplate('Residential Lease Agreement').click();
  await expect(draft.field('Landlord Name')).toHaveValue('');
  await draft.changeTemplateButton.click();
  await expect(draft.useTemplate('Loan Agreement')).toBeVisible();
});

test('/contract-drafting with the network off: the types come from the device and an NDA is generated there', async ({ page, context }) => {
  const account = newAccount('nda');
  const shell = new AppShell(page);
  await signUpByApi(page, account);
  await shell.openMainPage();
  await shell.waitForServiceWorker();
  const drafting = new ContractDraftingPage(page);
  await drafting.open();
  await expect(drafting.typeSelect).toContainText('Non-Disclosure Agreement (NDA)');

  await context.setOffline(true);
  await page.reload();
  await stillOffline(context);
  await drafting.expectOpen();
  await expect(shell.offlineBanner).toBeVisible();
  await expect(drafting.emptyState).toBeVisible();
  await expect(drafting.generateButton).toBeDisabled();

  await drafting.chooseType('Non-Disclosure Agreement (NDA) (Confidentiality)');
  await drafting.field('First Party Name').fill('Acme Inc.');
  await drafting.field('First Party Address').fill('1 Main St\nSpringfield, IL 62701');
  await drafting.field('Second Party Name').fill('Beta LLC');
  await drafting.field('Second Party Address').fill('9 Elm Rd, Austin, TX 78701');
  await drafting.field('Effective Date').fill('2027-03-01');
  await drafting.field('Governing State').fill('Illinois');
  await drafting.field('Duration (years)').fill('3');
  await expect(drafting.generateButton).toBeEnabled();
  await drafting.generateButton.click();

  await expect(drafting.toast('Success')).toContainText('Professional contract generated successfully');
  const contract = drafting.contract;
  await expect(contract).toContainText('MUTUAL NON-DISCLOSURE AGREEMENT');
  await expect(contract).toContainText('Acme Inc., of 1 Main St, Springfield, IL 62701 ("First Party")');
  await expect(contract).toContainText('as of March 1, 2027');
  await expect(contract).toContainText('three (3) years');
  await expect(contract).toContainText('governed by the laws of Illinois');
  await expect(contract).toContainText('reviewed by a licensed attorney in Illinois');
  await expect(page.getByText('Drafted on this device by the built-in contract generator')).toBeVisible();
  await expect(drafting.qualityNote).toContainText('a licensed attorney in Illinois');

  const downloadStarted = page.waitForEvent('download');
  await drafting.downloadButton.click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`nda_contract_${await today(page)}.txt`);
  expect(await contentOf(download)).toBe(await contract.textContent());
  await context.setOffline(false);
});

test('/contract-drafting custom contract: the description makes the type custom; the spec validation messages', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpByApi(page, 'custom');
  const drafting = new ContractDraftingPage(page);
  await drafting.open();
  await expect(drafting.generateButton).toBeDisabled();

  // Custom chosen in the select but no description yet.
  await drafting.chooseType('Custom Contract (Custom)');
  await drafting.generateButton.click();
  await expect(drafting.toast('Error')).toContainText('Please provide a description for your custom contract');

  await drafting.chooseType('Select a contract type');
  await expect(drafting.generateButton).toBeDisabled();
  await drafting.tab('Custom Contract').click();
  await drafting.description.fill('Maria walks Tom’s dog every weekday morning for the summer, paid each Friday.');
  await drafting.field('First Party Name').fill('Maria Lopez');
  await drafting.field('Second Party Name').fill('Tom Baker');
  await drafting.field('Governing State').fill('Ohio');

  // Typing the description set the type to custom.
  await drafting.tab('Use Template').click();
  await expect(drafting.typeSelect).toHaveValue('custom');
  await drafting.tab('Custom Contract').click();
  await drafting.generateButton.click();

  await expect(drafting.toast('Success')).toBeVisible();
  const contract = drafting.contract;
  await expect(contract).toContainText('DRAFTING NOTE: This is a general framework built around the description you gave.');
  await expect(contract).toContainText('Maria walks Tom’s dog every weekday morning for the summer, paid each Friday.');
  await expect(contract).toContainText('Maria Lopez ("First Party") and Tom Baker ("Second Party")');
  await expect(page.getByText('Drafted by the built-in contract generator')).toBeVisible();

  await drafting.copyButton.click();
  await expect(drafting.copiedButton).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await contract.textContent());
  await expect(drafting.copyButton).toBeVisible();
  await expect(drafting.toast('Copied')).toContainText('Contract copied to clipboard');

  // Back to no type with a description still typed: Generate is enabled and says why it cannot.
  await drafting.tab('Use Template').click();
  await drafting.chooseType('Select a contract type');
  await expect(drafting.generateButton).toBeEnabled();
  await drafting.generateButton.click();
  await expect(drafting.toast('Error').filter({ hasText: 'Please select a contract type' })).toBeVisible();
});
