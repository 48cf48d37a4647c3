import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { rememberedFlag } from './db/onDemand';
import { preloadScreen } from './routes/screens';
import { warmSavedLibraryOnOpen } from './search/warmOnOpen';

preloadScreen(window.location.pathname, rememberedFlag());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void registerServiceWorker();
// A saved library is loaded in the search worker once the first screen is up (issue 18).
void warmSavedLibraryOnOpen().catch(() => undefined);
