import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND, SUPPORT_EMAIL, TAGLINE } from '../../../core/brand';
import { useAuth } from '../../auth';
import { setSignedIn, setSignedOut } from '../../state/auth';
import { elementTexts, links, renderPage, textOf } from '../../testing/renderPage';
import { Footer } from './Footer';
import { Header } from './Header';
import { shellLinks } from './links';

afterEach(() => setSignedOut());

describe('header links', () => {
  it('follow the spec on desktop, plus Know Your Rights and the Federal Laws Database', () => {
    expect(shellLinks('desktop')).toEqual([
      { to: '/how-it-works', label: 'How it Works' },
      { to: '/test-knowledge-battle', label: 'How Smart Am I?' },
      { to: '/state-laws', label: "101 What's Illegal" },
      { to: '/legal-resources', label: 'Legal Resources' },
      { to: '/help', label: 'Help' },
      { to: '/know-your-rights', label: 'Know Your Rights' },
      { to: '/federal-laws', label: 'Federal Laws' },
    ]);
  });

  it('send How Smart Am I? to the quiz in the mobile menu', () => {
    expect(shellLinks('mobile').find((l) => l.label === 'How Smart Am I?')?.to).toBe('/test-knowledge');
  });
});

describe('the header', () => {
  it('shows the brand, the tagline, the links and a Sign In link when signed out', () => {
    setSignedOut();
    const html = renderPage(Header);
    expect(html).toMatch(/^<header|<header/);
    expect(textOf(html)).toContain(BRAND);
    expect(textOf(html)).toContain(TAGLINE);
    expect(links(html)).toEqual(
      expect.arrayContaining([
        ['/', `${BRAND} ${TAGLINE}`],
        ['/login', 'Sign In'],
        ['/test-knowledge-battle', 'How Smart Am I?'],
        ['/know-your-rights', 'Know Your Rights'],
      ]),
    );
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
  });

  it('shows an account button with the initial (named by the username) instead of Sign In when signed in', () => {
    setSignedIn({ id: 'u1', username: 'ada_walker_the_long_name', fullLegalName: 'Ada Lovelace', email: 'ada@example.com' });
    const html = renderPage(Header);
    expect(elementTexts(html, 'button')).toContain('A');
    expect(html).toContain('aria-label="Account menu: ada_walker_the_long_name"');
    expect(links(html).map(([, text]) => text)).not.toContain('Sign In');
  });
});

describe('the footer', () => {
  it('links the spec pages, support by email, accessibility, and says it is not legal advice', () => {
    const html = renderPage(Footer);
    expect(html).toMatch(/<footer/);
    expect(links(html)).toEqual([
      ['/federal-laws', 'Federal Laws Database'],
      ['/api-docs', 'API Documentation'],
      ['/legal-resources', 'Find an Attorney'],
      ['/legal-resources', 'Legal Aid'],
      ['/contract-drafting', 'Contract Drafting'],
      ['/help', 'Help'],
      ['/terms#accessibility', 'Accessibility'],
      [`mailto:${SUPPORT_EMAIL}`, `Email support (${SUPPORT_EMAIL})`],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ]);
    expect(textOf(html)).toContain('It is not legal advice');
  });
});

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    function NeedsAuth() {
      useAuth();
      return null;
    }
    expect(() => renderToString(createElement(NeedsAuth))).toThrow('useAuth must be used within an AuthProvider');
  });
});
