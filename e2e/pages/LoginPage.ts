import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(this.logInButton).toBeVisible();
  }

  get logInButton() {
    return this.page.getByRole('button', { name: 'Log In' });
  }

  get errorAlert() {
    return this.page.getByRole('alert');
  }

  async logIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.logInButton.click();
  }
}
