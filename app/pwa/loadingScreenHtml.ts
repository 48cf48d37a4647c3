import { LOADING_TEXT } from '../../core/brand';

/**
 * The loading screen index.html draws by itself (issue 18): on a slow phone the page would stay
 * blank until the JS is downloaded and run; this paints as soon as the HTML and CSS are in, and
 * React replaces it with the same text (LoadingScreen) when it starts. Inline styles only: the
 * CSP allows them, and no stylesheet has to arrive first.
 */
export const STATIC_LOADING_SCREEN =
  '<div id="root"><div role="status" style="min-height:100vh;display:flex;align-items:center;justify-content:center">' +
  `<p style="margin:0">${LOADING_TEXT}</p></div></div>`;

/** index.html with its empty #root given the loading screen (the build's transformIndexHtml). */
export function withLoadingScreen(html: string): string {
  const empty = '<div id="root"></div>';
  if (!html.includes(empty)) throw new Error('index.html has no empty <div id="root"></div> for the loading screen');
  return html.replace(empty, STATIC_LOADING_SCREEN);
}
