import { beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../core/brand';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, appRoutes, type AppPath } from '../../core/routes';
import { loadNotFoundScreen, screenLoaders } from '../routes/screens';
import { setSignedOut } from '../state/auth';
import { elementTexts, labels, links, renderPage, textOf } from '../testing/renderPage';

const NOT_YET = 'This feature is not available yet.';

beforeEach(() => setSignedOut());

async function render(path: AppPath): Promise<string> {
  const { default: Screen } = await screenLoaders[path]();
  return renderPage(Screen, path);
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
      const html = await render(route.path);
      expect(elementTexts(html, 'h1')).toEqual([route.title]);
      expect(textOf(html)).toContain(DISCLAIMER);
      expect(textOf(html)).toContain(NOT_YET);
    });
  }
});

describe('the 404 page', () => {
  it('shows the spec title and text', async () => {
    const { default: NotFound } = await loadNotFoundScreen();
    const html = renderPage(NotFound, '/no-such-page');
    expect(elementTexts(html, 'h1')).toEqual([NOT_FOUND_TITLE]);
    expect(textOf(html)).toContain(NOT_FOUND_TEXT);
  });
});

describe('the main page', () => {
  it('has the four tabs, Legal Assistant selected, with short labels for small screens', async () => {
    const html = await render('/');
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([\s\S]*?)<\/button>/g)].map((m) => m[0]);
    expect(tabs).toHaveLength(4);
    expect(tabs.map((tab) => textOf(tab))).toEqual([
      'Legal Assistant Legal',
      'Know Your Rights',
      'Contract Draft',
      'Congressional News Congress',
    ]);
    expect(tabs[0]).toContain('aria-selected="true"');
    expect(tabs.slice(1).every((tab) => tab.includes('aria-selected="false"'))).toBe(true);
  });

  it('opens on the Legal Assistant with its hero and the disclaimer (the tab itself is tested in assistant/)', async () => {
    const html = await render('/');
    expect(elementTexts(html, 'h2')).toContain('Ask About Federal Regulations');
    expect(textOf(html)).toContain(DISCLAIMER);
  });
});

describe('the login page', () => {
  it('has labelled Email and Password fields, a Log In button and the spec links', async () => {
    const html = await render('/login');
    expect(labels(html)).toEqual(['Email', 'Password']);
    expect(elementTexts(html, 'button').filter((t) => t === 'Log In')).toHaveLength(1);
    expect(links(html)).toEqual(
      expect.arrayContaining([
        ['/signup', 'Sign up for free'],
        ['/terms', 'Terms of Service'],
      ]),
    );
  });
});

describe('the sign-up page', () => {
  it('has every field, labelled, with the phone format as placeholder', async () => {
    const html = await render('/signup');
    expect(labels(html)).toEqual([
      'Username',
      'Full Legal Name',
      'Email',
      'Phone Number',
      'Date of Birth',
      'Password',
      'Confirm Password',
      'I understand and accept the legal disclaimer',
    ]);
    expect(html).toContain('placeholder="123-456-7890"');
    expect(html).toMatch(/type="date"/);
    expect(html).toMatch(/type="checkbox"/);
  });

  it('shows the Important Legal Disclaimer with exactly five points', async () => {
    const html = await render('/signup');
    expect(elementTexts(html, 'h2')).toContain('Important Legal Disclaimer');
    expect(elementTexts(html, 'li')).toHaveLength(5);
  });

  it('has a Create Account button and links to /login and /terms', async () => {
    const html = await render('/signup');
    expect(elementTexts(html, 'button')).toContain('Create Account');
    expect(links(html).map(([href]) => href)).toEqual(expect.arrayContaining(['/login', '/terms']));
  });
});
