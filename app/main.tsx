import './mantineStyles';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { applyAppStyles } from './pwa/appStyles';
import { rememberedFlag } from './db/onDemand';
import { preloadScreen } from './routes/screens';
import { warmSavedLibraryOnOpen } from './search/warmOnOpen';

// Styles first: the screen's own import then finds them applied instead of adding them again.
const styled = applyAppStyles();
preloadScreen(window.location.pathname, rememberedFlag());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The stylesheets were fetched alongside this script; the first screen is drawn with them. The
// first render is a transition, which React splits into short slices: rendered plainly it was one
// task of 50-70 ms (4x that on a phone), while index.html's loading screen stays up either way.
const appRoot = createRoot(root);
void styled.then(() =>
  startTransition(() =>
    appRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

void registerServiceWorker();
// A saved library is loaded in the search worker once the first screen is up (issue 18).
void warmSavedLibraryOnOpen().catch(() => undefined);
