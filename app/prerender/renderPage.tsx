/**
 * The build's prerender (scripts/prerender.ts, docs/lighthouse.md): a public or guest first
 * screen drawn to HTML with the app's own components, for the browser to show before any script
 * has run and for React to hydrate afterwards (app/main.tsx). Run in Node by Vite's SSR loader.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { routeObjects } from '../routes/router';
import { setSignedOut } from '../state/auth';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTML of `url`'s screen inside the shell, as a signed-out visitor first sees it. The page
 * that hydrates it starts signed out too (app/prerender/hydrate.ts), else the two would differ.
 */
export async function renderPage(url: string): Promise<string> {
  setSignedOut();
  const createRouter = () => createMemoryRouter(routeObjects, { initialEntries: [url] });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App createRouter={createRouter} />
    </StrictMode>,
    // Every boundary in place, none sent apart with the inline script that would move it (the
    // CSP allows no inline script, and nothing streams here).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}
