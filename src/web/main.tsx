/** Entry point of the web app: sets up i18n from the settings and renders the app shell. */
import './csp.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App.js';
import { createI18n } from './i18n/index.js';
import { getSettings } from './settings/store.js';
import { recoverLocalGames } from './local/storage.js';
import { registerServiceWorker } from './pwa.js';
import './styles/app.css';
import './styles/a11y.css';

const i18n = createI18n(getSettings().language);
document.documentElement.lang = getSettings().language;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The local-game lists are read synchronously by the pages: first take back what a killed browser
// lost from localStorage (src/web/local/mirror.ts).
void recoverLocalGames().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  ),
);
registerServiceWorker();
