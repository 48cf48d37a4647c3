import { expect, type Page } from '@playwright/test';
import { toSignupPayload } from '../../core/schemas/auth';

export interface NewAccount {
  username: string;
  fullLegalName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  password: string;
}

/** A fresh, unique account for one test. */
export function newAccount(prefix = 'user'): NewAccount {
  const id = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    username: id,
    fullLegalName: `Jane ${id} Doe`,
    email: `${id}@example.com`,
    phoneNumber: '555-123-4567',
    dateOfBirth: '1990-04-12',
    password: 'correct-horse-1',
  };
}

export class SignupPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/signup');
    await expect(this.createAccountButton).toBeVisible();
  }

  get createAccountButton() {
    return this.page.getByRole('button', { name: 'Create Account' });
  }

  async fill(account: NewAccount, { acceptDisclaimer = true, confirmPassword = account.password } = {}) {
    const p = this.page;
    await p.getByLabel('Username').fill(account.username);
    await p.getByLabel('Full Legal Name').fill(account.fullLegalName);
    await p.getByLabel('Email').fill(account.email);
    await p.getByLabel('Phone Number').fill(account.phoneNumber);
    await p.getByLabel('Date of Birth').fill(account.dateOfBirth);
    await p.getByLabel('Password', { exact: true }).fill(account.password);
    await p.getByLabel('Confirm Password').fill(confirmPassword);
    if (acceptDisclaimer) await p.getByLabel('I understand and accept the legal disclaimer').check();
  }

  /** The ten recovery codes shown once after the account is made. */
  get recoveryCodes() {
    return this.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  }

  get savedCodesButton() {
    return this.page.getByRole('button', { name: 'I have saved my recovery codes' });
  }

  /** Sign up, then go on past the recovery codes; returns the codes. */
  async signUp(account: NewAccount): Promise<string[]> {
    await this.open();
    await this.fill(account);
    await this.createAccountButton.click();
    await expect(this.recoveryCodes).toHaveCount(10);
    const codes = await this.recoveryCodes.allInnerTexts();
    await this.savedCodesButton.click();
    return codes;
  }
}

/**
 * A new account made through the app's own API, signed in in the page's browser context (the
 * context keeps the session cookie), for tests where signing up is not what they check. The form
 * (a /signup load, eight fields, the recovery codes) is tested in auth.spec.ts; here it would cost
 * each test seconds of CI time (docs/performance.md "CI time"). The page is left where it was:
 * open the screen the test starts on.
 */
export async function signUpByApi(page: Page, accountOrPrefix: NewAccount | string = 'user'): Promise<NewAccount> {
  const account = typeof accountOrPrefix === 'string' ? newAccount(accountOrPrefix) : accountOrPrefix;
  const res = await page.request.post('/api/auth/signup', {
    data: toSignupPayload({ ...account, confirmPassword: account.password, disclaimerAccepted: true }),
    // What the browser sends with the form's request (the server refuses cross-site writes).
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}
