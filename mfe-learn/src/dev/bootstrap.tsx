import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneRemote } from '@canopy/auth/standalone';
import routes from '../routes';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneRemote name="Learn" routes={routes} />
  </StrictMode>,
);
