// @vitest-environment happy-dom
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND, SUPPORT_EMAIL, TAGLINE } from '../../../core/brand';
import { useAuth } from '../../auth';
import { setSignedIn, setSignedOut } from '../../state/auth';
import { links, renderScreen, screen, setViewportWidth } from '../../testing/render';
import { Footer } from './Footer';
import { Header } from './Header';
import { shellLinks } from './links';

afterEach(() => {
  setSignedOut();
  setViewportWidth(1024);
});

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
  it('shows the brand, the tagline, the links and a Sign In link when signed out; the menu button on a phone', () => {
    setSignedOut();
    setViewportWidth(1280);
    renderScreen(Header);
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent(BRAND);
    expect(header).toHaveTextContent(TAGLINE);
    expect(links(header)).toEqual(
      expect.arrayContaining([
        ['/', `${BRAND} ${TAGLINE}`],
        ['/login', 'Sign In'],
        ['/test-knowledge-battle', 'How Smart Am I?'],
        ['/know-your-rights', 'Know Your Rights'],
      ]),
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    setViewportWidth(390);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('shows an account button with the initial (named by the username) instead of Sign In when signed in', () => {
    setSignedIn({ id: 'u1', username: 'ada_walker_the_long_name', fullLegalName: 'Ada Lovelace', email: 'ada@example.com' });
    renderScreen(Header);
    expect(screen.getByRole('button', { name: 'Account menu: ada_walker_the_long_name' })).toHaveTextContent(/^A$/);
    expect(links().map(([, text]) => text)).not.toContain('Sign In');
  });
});

describe('the footer', () => {
  it('links the spec pages, support by email, accessibility, and says it is not legal advice', () => {
    renderScreen(Footer);
    const footer = screen.getByRole('contentinfo');
    expect(links(footer)).toEqual([
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
    expect(footer).toHaveTextContent('It is not legal advice');
  });
});

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    function NeedsAuth() {
      useAuth();
      return null;
    }
    // React reports the error it rethrows; the test needs only the throw.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(createElement(NeedsAuth))).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });
});
