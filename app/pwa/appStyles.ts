import { APP_STYLE_ATTRIBUTE } from './loadingScreenHtml';

/**
 * Applies the stylesheets the built index.html preloads without letting them block its loading
 * screen (withPreloadedStyles), and resolves once each has loaded or failed (a failed one would
 * have left the page unstyled before too). Started as the entry runs, awaited before the first
 * render, so no screen is ever drawn without its styles. In dev, Vite injects the CSS itself and
 * there is nothing to apply.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="style"][${APP_STYLE_ATTRIBUTE}]`)];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          sheet.href = preload.getAttribute('href') ?? '';
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
