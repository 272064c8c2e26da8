import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, i18n, loadLanguage } from '@canopy/i18n';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

// In a language other than English the frame waits for its texts: the shell's, the UI kit's and the platform's
// catalogues are registered as these modules load, and their fetch (with i18next's) is already under way; drawn
// before they are in, the header, the footer and the page's spinner would show English for a moment. English
// paints at once from the keys. loadLanguage never rejects: a catalogue that cannot be fetched shows English.
const textsReady = i18n.language === DEFAULT_LANGUAGE ? undefined : loadLanguage(i18n.language);

function render() {
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread until the whole tree is built: the requests main.js started are read and the page paints in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

if (textsReady) void textsReady.then(render);
else render();
