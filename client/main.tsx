// Entry point: language, the store hook for tests (only in a browser driven by automation), and the app. The first
// render waits for the starting language's words (Italian loads as its own small chunk), so an Italian visitor sees
// Italian from the first paint and nobody sees a raw key.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, startLang, type Lang } from './i18n/index.js';
import { useTavolo } from './store.js';
import { exposeForTests, testHooksAsked } from './debug.js';
import { App } from './App.js';
import { markOverlayPage } from './ui/overlay/page.js';
import './ui/base.css';

i18n.on('languageChanged', (lng) => useTavolo.setState({ lang: lng === 'it' ? 'it' : 'en' }));
if (testHooksAsked()) exposeForTests();
markOverlayPage();

function render(): void {
  useTavolo.setState({ lang: i18n.language as Lang });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Italian words that fail to download leave the page in English rather than blank.
startLang().then(render, render);
