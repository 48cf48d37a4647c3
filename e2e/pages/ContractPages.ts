import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_SCREEN_TIMEOUT_MS } from './AppShell';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast by its title (failures are alerts, confirmations are statuses). */
function toast(page: Page, title: string): Locator {
  return page
    .getByRole('alert')
    .filter({ hasText: title })
    .or(page.getByRole('status').filter({ hasText: title }));
}

/** What both drafting screens show once a contract is generated. */
class GeneratedContractView {
  constructor(protected readonly page: Page) {}

  get contract() {
    return this.page.getByRole('region', { name: 'Generated contract', exact: true });
  }

  get copyButton() {
    return this.page.getByRole('button', { name: 'Copy', exact: true });
  }

  get copiedButton() {
    return this.page.getByRole('button', { name: 'Copied', exact: true });
  }

  get downloadButton() {
    return this.page.getByRole('button', { name: 'Download', exact: true });
  }

  toast(title: string) {
    return toast(this.page, title);
  }

  /** A form field by its label, whether or not it carries the required asterisk. */
  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
  }
}

/** The Contract Draft tab of the main page (spec part 1 §2). */
export class DraftTab extends GeneratedContractView {
  async open() {
    await this.page.getByRole('tab', { name: 'Contract Draft' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Contract Templates' })).toBeVisible();
  }

  get templates() {
    return this.page.getByRole('list', { name: 'Contract templates' }).getByRole('listitem');
  }

  useTemplate(name: string) {
    return this.page.getByRole('button', { name: `Use Template: ${name}` });
  }

  get changeTemplateButton() {
    return this.page.getByRole('button', { name: 'Change Template' });
  }

  get generateButton() {
    return this.page.getByRole('button', { name: 'Generate Contract' });
  }

  get newContractButton() {
    return this.page.getByRole('button', { name: 'New Contract' });
  }
}

/** /contract-drafting (spec part 2 §2). */
export class ContractDraftingPage extends GeneratedContractView {
  async open() {
    await this.page.goto('/contract-drafting');
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Contract Drafting' })).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT_MS });
  }

  tab(name: 'Use Template' | 'Custom Contract') {
    return this.page.getByRole('tab', { name });
  }

  get typeSelect() {
    return this.page.getByRole('combobox', { name: 'Contract Type' });
  }

  async chooseType(label: string) {
    await this.typeSelect.selectOption({ label });
  }

  get description() {
    return this.page.getByRole('textbox', { name: 'Contract Description' });
  }

  get generateButton() {
    return this.page.getByRole('button', { name: /^(Generate Contract|Generating\.\.\.)$/ });
  }

  get emptyState() {
    return this.page.getByText('No contract generated yet');
  }

  get qualityNote() {
    return this.page.getByRole('note', { name: 'Quality note' });
  }
}
