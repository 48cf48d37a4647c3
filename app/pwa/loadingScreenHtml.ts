import { LOADING_TEXT } from '../../core/brand';

/**
 * Mantine's default font stack (DEFAULT_THEME.fontFamily; a test keeps them equal): the loading
 * screen is drawn before the stylesheet is in, in the font the app will use.
 */
export const APP_FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif, Apple Color Emoji, Segoe UI Emoji';

/**
 * The loading screen index.html draws by itself (issue 18): on a slow phone the page would stay
 * blank until the JS is downloaded and run; this paints as soon as the HTML is in (the stylesheets
 * do not block it, see withPreloadedStyles), and React replaces it with the same text
 * (LoadingScreen) when it starts. Inline styles only (the CSP allows them), fixed to the viewport
 * so the body's margin before and after the stylesheet arrives does not move it.
 */
export const STATIC_LOADING_SCREEN =
  '<div id="root"><div role="status" style="position:fixed;inset:0;display:flex;align-items:center;justify-content:center;' +
  `font-family:${APP_FONT_FAMILY};font-size:16px;line-height:1.55;color:#000;background:#fff">` +
  `<p style="margin:0">${LOADING_TEXT}</p></div></div>`;

/** index.html with its empty #root given the loading screen (the build's transformIndexHtml). */
export function withLoadingScreen(html: string): string {
  const empty = '<div id="root"></div>';
  if (!html.includes(empty)) throw new Error('index.html has no empty <div id="root"></div> for the loading screen');
  return html.replace(empty, STATIC_LOADING_SCREEN);
}

/** Marks the stylesheets index.html preloads for the app to apply (app/pwa/appStyles.ts). */
export const APP_STYLE_ATTRIBUTE = 'data-app-style';

/**
 * The built index.html's stylesheets, fetched at once but no longer render-blocking (issue 18):
 * `<link rel="stylesheet">` becomes `<link rel="preload" as="style">`, so the loading screen
 * paints as soon as the HTML is parsed instead of after 30 KB of CSS on a slow connection; the
 * app applies them (and waits for them) before it draws its first screen.
 */
export function withPreloadedStyles(html: string): string {
  return html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, (_tag, crossorigin: string | undefined, href: string) =>
    `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" ${APP_STYLE_ATTRIBUTE}>`,
  );
}
