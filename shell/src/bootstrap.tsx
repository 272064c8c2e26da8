import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { shownLanguageTexts } from './i18n/shownLanguageTexts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

// In a language other than English the frame waits for its texts (the shell's, the UI kit's and the platform's
// catalogues, registered as these modules loaded): drawn before them, the header, the footer and the page's
// spinner would show English for a moment. English paints at once (a resolved promise: the same task).
void shownLanguageTexts().then(() => {
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread until the whole tree is built: the requests main.js started are read and the page paints in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
