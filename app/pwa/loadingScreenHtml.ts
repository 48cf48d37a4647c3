import { LOADING_TEXT } from '../../core/brand';

/**
 * Mantine's default font stack (DEFAULT_THEME.fontFamily; a test keeps them equal): the loading
 * screen is drawn before the stylesheet is in, in the font the app will use.
 */
export const APP_FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif, Apple Color Emoji, Segoe UI Emoji';

/**
 * The spinner beside the text (spec part 1 §2: "a spinner reads 'Loading Laws AI...'"), drawn like
 * the app's Mantine Loader (oval, 36 px, a quarter open, one turn in 1.2 s, the brand navy) but as
 * SVG that turns by itself: no stylesheet or script has arrived when it paints.
 */
const SPINNER_SVG =
  '<svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" style="display:block">' +
  '<circle cx="18" cy="18" r="15.75" fill="none" stroke="#1c3d6e" stroke-width="4.5" stroke-dasharray="74.2 24.8">' +
  '<animateTransform attributeName="transform" type="rotate" from="0 18 18" to="360 18 18" dur="1.2s" repeatCount="indefinite"/>' +
  '</circle></svg>';

/**
 * The loading screen index.html draws by itself: on a slow phone the page would stay
 * blank until the JS is downloaded and run; this paints as soon as the HTML is in (the stylesheets
 * do not block it, see withPreloadedStyles), and React replaces it with the same spinner and text
 * (LoadingScreen) when it starts. Inline styles only (the CSP allows them), fixed to the viewport
 * so the body's margin before and after the stylesheet arrives does not move it.
 */
export const STATIC_LOADING_SCREEN =
  '<div id="root"><div role="status" style="position:fixed;inset:0;display:flex;flex-direction:column;gap:12px;align-items:center;justify-content:center;' +
  `font-family:${APP_FONT_FAMILY};font-size:16px;line-height:1.55;color:#000;background:#fff">` +
  `${SPINNER_SVG}<p style="margin:0">${LOADING_TEXT}</p></div></div>`;

/** index.html with its empty #root given the loading screen (the build's transformIndexHtml). */
export function withLoadingScreen(html: string): string {
  const empty = '<div id="root"></div>';
  if (!html.includes(empty)) throw new Error('index.html has no empty <div id="root"></div> for the loading screen');
  return html.replace(empty, STATIC_LOADING_SCREEN);
}

/** Marks the stylesheets index.html preloads for the app to apply (app/pwa/appStyles.ts). */
export const APP_STYLE_ATTRIBUTE = 'data-app-style';

/**
 * The built index.html's stylesheets, fetched at once but no longer render-blocking:
 * `<link rel="stylesheet">` becomes `<link rel="preload" as="style">`, so the loading screen
 * paints as soon as the HTML is parsed instead of after 30 KB of CSS on a slow connection; the
 * app applies them (and waits for them) before it draws its first screen.
 */
export function withPreloadedStyles(html: string): string {
  return html.replace(
    /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
    (_tag, crossorigin: string | undefined, href: string) =>
      `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" ${APP_STYLE_ATTRIBUTE}>`,
  );
}
