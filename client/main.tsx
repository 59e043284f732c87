// Entry point: language, the store hook for tests (only in a browser driven by automation), and the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, type Lang } from './i18n/index.js';
import { useTavolo } from './store.js';
import { exposeForTests, testHooksAsked } from './debug.js';
import { App } from './App.js';
import { markOverlayPage } from './ui/overlay/page.js';
import './ui/base.css';

useTavolo.setState({ lang: i18n.language as Lang });
i18n.on('languageChanged', (lng) => useTavolo.setState({ lang: lng === 'it' ? 'it' : 'en' }));
if (testHooksAsked()) exposeForTests();
markOverlayPage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
