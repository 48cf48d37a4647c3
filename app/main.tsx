import './mantineStyles';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { createAppRouter } from './routes/router';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { applyAppStyles } from './pwa/appStyles';
import { rememberedFlag } from './db/onDemand';
import { preloadScreen } from './routes/screens';
import { warmSavedLibraryOnOpen } from './search/warmOnOpen';
import { shouldHydrate } from './prerender/hydrate';
import { startHydrating } from './prerender/useHydrated';
import { setSignedOut } from './state/auth';

// Styles first: the screen's own import then finds them applied instead of adding them again.
const styled = applyAppStyles();
const remembered = rememberedFlag();
preloadScreen(window.location.pathname, remembered);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (shouldHydrate(root, window.location.pathname, remembered)) {
  // The page was drawn at build time, signed out (app/prerender/hydrate.ts): React takes it over
  // in place. Its stylesheets blocked its paint, so there is nothing to wait for. Hydrating in a
  // transition lets React split the work into short slices (as Remix's entry does): hydrated
  // plainly it was one task of over a second at a phone's speed, which Lighthouse counts as blocking.
  setSignedOut();
  startHydrating();
  // The router's setup (the address matched against every route) is a task of its own: inside
  // the first render it made that slice a long one.
  setTimeout(() => {
    const router = createAppRouter({ prerendered: true });
    setTimeout(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App createRouter={() => router} />
          </StrictMode>,
        );
      }),
    );
  });
} else {
  // The stylesheets were fetched alongside this script; the first screen is drawn with them. The
  // first render is a transition, which React splits into short slices: rendered plainly it was
  // one task of 50-70 ms (4x that on a phone), while index.html's loading screen stays up either way.
  const appRoot = createRoot(root);
  void styled.then(() => startTransition(() => appRoot.render(app)));
}

void registerServiceWorker();
// A saved library is loaded in the search worker once the first screen is up.
void warmSavedLibraryOnOpen().catch(() => undefined);
