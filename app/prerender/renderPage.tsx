/**
 * The build's prerender (scripts/prerender.ts, docs/lighthouse.md): a public or guest first
 * screen drawn to HTML with the app's own components, for the browser to show before any script
 * has run and for React to hydrate afterwards (app/main.tsx). Run in Node by Vite's SSR loader.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { routeObjects } from '../routes/router';
import { setSignedOut } from '../state/auth';

/** The app's own routes, at `url`, without a browser's address bar. */
export const pageRouter = (url: string) => createMemoryRouter(routeObjects, { initialEntries: [url] });

/**
 * The HTML of `url`'s screen inside the shell, as a signed-out visitor first sees it. The page
 * that hydrates it starts signed out too (app/prerender/hydrate.ts), else the two would differ.
 */
export async function renderPage(url: string): Promise<string> {
  setSignedOut();
  const createRouter = () => pageRouter(url);
  const { prelude } = await prerender(
    <StrictMode>
      <App createRouter={createRouter} />
    </StrictMode>,
    // Every boundary in place, none sent apart with the inline script that would move it (the
    // CSP allows no inline script, and nothing streams here).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
