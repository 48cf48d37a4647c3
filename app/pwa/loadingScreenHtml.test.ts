import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOADING_TEXT } from '../../core/brand';
import { withLoadingScreen } from './loadingScreenHtml';

describe('the loading screen in index.html', () => {
  it('puts the app\'s loading text, as a status, inside #root of the real index.html', () => {
    const html = withLoadingScreen(readFileSync(new URL('../index.html', import.meta.url), 'utf8'));
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('role="status"');
    expect(root).toContain(`>${LOADING_TEXT}</p>`);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('refuses a page without an empty #root, instead of building without the loading screen', () => {
    expect(() => withLoadingScreen('<body><div id="app"></div></body>')).toThrow(/empty <div id="root">/);
  });
});
