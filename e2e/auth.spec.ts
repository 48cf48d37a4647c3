import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { newAccount, SignupPage, signUpByApi } from './pages/SignupPage';

test('sign up, stay signed in across a reload, log out and be sent to /login', async ({ page }) => {
  const account = newAccount('signup');
  const shell = new AppShell(page);
  await new SignupPage(page).signUp(account);

  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await shell.expectMainPage();
  await expect(shell.userMenuButton(account.username)).toBeVisible();

  await page.reload();
  await shell.expectMainPage();
  await expect(shell.userMenuButton(account.username)).toBeVisible();

  // The user menu shows the full legal name and the email.
  await shell.userMenuButton(account.username).click();
  await expect(page.getByText(account.fullLegalName)).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await page.keyboard.press('Escape');

  await shell.logOut(account.username);
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(shell.signInLink).toBeVisible();
});

test('log in with the right password after a wrong one; signed-in users are sent away from /login and /signup', async ({ page }) => {
  const account = await signUpByApi(page, 'login');
  const shell = new AppShell(page);
  await shell.openMainPage();
  await shell.logOut(account.username);
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.logIn(account.email, 'wrong-password');
  await expect(login.errorAlert).toContainText('Invalid email or password');

  await login.logIn(account.email, account.password);
  await shell.expectMainPage();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();

  await page.goto('/login');
  await shell.expectMainPage();
  await page.goto('/signup');
  await shell.expectMainPage();
});

test('the sign-up form shows the spec messages and sends nothing while invalid', async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.open();
  const account = { ...newAccount('invalid'), username: 'ab', phoneNumber: '5551234567' };
  await signup.fill(account, { acceptDisclaimer: false, confirmPassword: 'different-1' });
  await signup.createAccountButton.click();

  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Phone number must be in format: 123-456-7890')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText('You must accept the disclaimer to continue')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a duplicate email is refused with the server message shown on the form', async ({ page, browser }) => {
  const account = await signUpByApi(page, 'dupe');

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherSignup = new SignupPage(otherPage);
  await otherSignup.open();
  await otherSignup.fill({ ...account, username: `${account.username}x` });
  await otherSignup.createAccountButton.click();
  await expect(otherPage.getByRole('alert')).toContainText('An account with this email already exists');
  await expect(otherPage).toHaveURL(/\/signup$/);
  await other.close();
});

test('"Sign out everywhere" in the user menu signs the account out on another browser too', async ({ page, browser }) => {
  const account = await signUpByApi(page, 'everywhere');
  const shell = new AppShell(page);
  await shell.openMainPage();

  // The same account signed in on a second browser (another device).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherShell = new AppShell(otherPage);
  const login = new LoginPage(otherPage);
  await login.open();
  await login.logIn(account.email, account.password);
  await otherShell.expectMainPage();
  await expect(otherShell.userMenuButton(account.username)).toBeVisible();

  await shell.signOutEverywhere(account.username);
  await expect(page.getByText('You have been signed out on every device.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The other browser's session is over: the server refuses it, and the app signs out there.
  expect(await (await other.request.get('/api/auth/me')).json()).toEqual({ user: null });
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherShell.signInLink).toBeVisible();
  await otherPage.goto('/help');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
});

test('change the password from the account menu, then get back in with a recovery code', async ({ page }) => {
  const account = newAccount('recover');
  const shell = new AppShell(page);
  const codes = await new SignupPage(page).signUp(account);
  await shell.expectMainPage();

  await shell.userMenuButton(account.username).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByLabel('New password', { exact: true }).fill('password1234');
  await dialog.getByLabel('Confirm new password').fill('password1234');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toContainText('on a list of common and breached passwords');
  await dialog.getByLabel('New password', { exact: true }).fill('a quiet river at dawn');
  await dialog.getByLabel('Confirm new password').fill('a quiet river at dawn');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Every other device signed in to your account is now signed out.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await shell.logOut(account.username);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Forgot your password? Use a recovery code' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByLabel('New password', { exact: true }).fill('lanterns over the harbor');
  await page.getByLabel('Confirm new password').fill('lanterns over the harbor');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed and every other device is signed out. 9 recovery codes left.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await shell.expectMainPage();
  await expect(shell.userMenuButton(account.username)).toBeVisible();
});
