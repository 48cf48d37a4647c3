// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../core/brand';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, appRoutes, type AppPath } from '../../core/routes';
import { loadNotFoundScreen, screenLoaders } from '../routes/screens';
import { setSignedOut } from '../state/auth';
import { fieldLabels, headingTexts, links, namesOf, readText, renderScreen, screen } from '../testing/render';

const NOT_YET = 'This feature is not available yet.';

beforeEach(() => setSignedOut());

async function render(path: AppPath): Promise<void> {
  const { default: Screen } = await screenLoaders[path]();
  renderScreen(Screen, { path });
}

describe('every route has a screen', () => {
  it('has a loader for each route of core/routes.ts', () => {
    expect(Object.keys(screenLoaders).sort()).toEqual(appRoutes.map((r) => r.path).sort());
  });

  // Screens already built are tested in their own folders.
  const built = [
    '/',
    '/login',
    '/signup',
    '/federal-laws',
    '/help',
    '/terms',
    '/privacy',
    '/api-docs',
    '/legal-resources',
    '/how-it-works',
    '/contract-drafting',
    '/know-your-rights',
    '/verify-sources',
    '/test-knowledge',
    '/test-knowledge-chat',
    '/test-knowledge-battle',
    '/state-laws',
    '/saved-answers',
    '/federal-laws/:title',
    '/federal-laws/:title/:section',
  ];
  const later = appRoutes.filter((r) => !built.includes(r.path));
  for (const route of later) {
    it(`${route.path} says honestly that "${route.title}" is not available yet`, async () => {
      await render(route.path);
      expect(headingTexts(1)).toEqual([route.title]);
      expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
      expect(screen.getByText(NOT_YET)).toBeInTheDocument();
    });
  }
});

describe('the 404 page', () => {
  it('shows the spec title and text', async () => {
    const { default: NotFound } = await loadNotFoundScreen();
    renderScreen(NotFound, { path: '/no-such-page' });
    expect(headingTexts(1)).toEqual([NOT_FOUND_TITLE]);
    expect(readText()).toContain(NOT_FOUND_TEXT);
  });
});

describe('the main page', () => {
  beforeAll(() => render('/'));

  it('has the four tabs, Legal Assistant selected, with short labels for small screens', () => {
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(tabs.map((tab) => readText(tab))).toEqual([
      'Legal Assistant Legal',
      'Know Your Rights',
      'Contract Draft',
      'Congressional News Congress',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    for (const tab of tabs.slice(1)) expect(tab).toHaveAttribute('aria-selected', 'false');
  });

  it('opens on the Legal Assistant with its hero and the disclaimer (the tab itself is tested in assistant/)', () => {
    expect(headingTexts(2)).toContain('Ask About Federal Regulations');
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
  });
});

describe('the login page', () => {
  it('has labelled Email and Password fields, a Log In button and the spec links', async () => {
    await render('/login');
    expect(fieldLabels()).toEqual(['Email', 'Password']);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getAllByRole('button', { name: 'Log In' })).toHaveLength(1);
    expect(links()).toEqual(
      expect.arrayContaining([
        ['/signup', 'Sign up for free'],
        ['/terms', 'Terms of Service'],
      ]),
    );
  });
});

describe('the sign-up page', () => {
  beforeAll(() => render('/signup'));

  it('has every field, labelled, with the phone format as placeholder', () => {
    expect(fieldLabels()).toEqual([
      'Username',
      'Full Legal Name',
      'Email',
      'Phone Number',
      'Date of Birth',
      'Password',
      'Confirm Password',
      'I understand and accept the legal disclaimer',
    ]);
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('placeholder', '123-456-7890');
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('checkbox', { name: 'I understand and accept the legal disclaimer' })).toBeInTheDocument();
  });

  it('shows the Important Legal Disclaimer with exactly five points', () => {
    expect(headingTexts(2)).toContain('Important Legal Disclaimer');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('has a Create Account button and links to /login and /terms', () => {
    expect(namesOf('button')).toContain('Create Account');
    expect(links().map(([href]) => href)).toEqual(expect.arrayContaining(['/login', '/terms']));
  });
});
