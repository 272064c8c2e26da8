import { registerServiceWorker } from './offline/registerServiceWorker';
import { startPageEarly } from './startPageEarly';

// Async boundary: shared singletons (React, router, query, theme, shared libs) are negotiated by Module
// Federation before any of them is evaluated.
import('./bootstrap');

startPageEarly(window.location.pathname);
registerServiceWorker();
