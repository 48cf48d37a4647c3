import { readFileSync } from 'node:fs';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LOADING_TEXT } from '../../core/brand';
import { theme } from '../theme';
import { APP_FONT_FAMILY, APP_STYLE_ATTRIBUTE, withLoadingScreen, withPreloadedStyles } from './loadingScreenHtml';

describe('the loading screen in index.html', () => {
  it("puts the app's loading text, as a status, inside #root of the real index.html", () => {
    const html = withLoadingScreen(readFileSync(new URL('../index.html', import.meta.url), 'utf8'));
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('role="status"');
    expect(root).toContain(`>${LOADING_TEXT}</p>`);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it("has the spec's spinner, turning without CSS or script and hidden from screen readers (the text says it)", () => {
    const root = withLoadingScreen('<div id="root"></div>');
    expect(root).toMatch(
      /<svg aria-hidden="true"[^>]*>.*<animateTransform [^>]*type="rotate"[^>]*repeatCount="indefinite"\/>.*<\/svg><p style="margin:0">Loading Laws AI\.\.\.<\/p>/,
    );
    // Drawn in the theme's primary colour, as Mantine's Loader is.
    expect(root).toContain(`stroke="${theme.colors!.navy![8]}"`);
  });

  it('is drawn in the font the app uses, since no stylesheet has arrived when it paints', () => {
    expect(APP_FONT_FAMILY).toBe(DEFAULT_THEME.fontFamily);
    expect(withLoadingScreen('<div id="root"></div>')).toContain(`font-family:${APP_FONT_FAMILY};`);
  });

  it('refuses a page without an empty #root, instead of building without the loading screen', () => {
    expect(() => withLoadingScreen('<body><div id="app"></div></body>')).toThrow(/empty <div id="root">/);
  });
});

describe("the built index.html's stylesheets (issue 18)", () => {
  const built =
    '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
    '<link rel="stylesheet" crossorigin href="/assets/ui-b2.css">\n<link rel="stylesheet" crossorigin href="/assets/index-c3.css">\n</head>';

  it('are still fetched at once, as preloads the app applies, instead of blocking the first paint', () => {
    const html = withPreloadedStyles(built);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<link rel="preload" as="style" crossorigin href="/assets/ui-b2.css" ${APP_STYLE_ATTRIBUTE}>`);
    expect(html).toContain(`<link rel="preload" as="style" crossorigin href="/assets/index-c3.css" ${APP_STYLE_ATTRIBUTE}>`);
    // The entry script is untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
  });
});
