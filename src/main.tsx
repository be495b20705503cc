// Boot: styles, the service worker, the chunk-error hook and the session restore, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './components/ui/tokens.css';
import './components/ui/base.css';
import { App } from './app/app';
import { installChunkErrorHook } from './app/errors/chunk-error';
import { startSession } from './features/auth/session';
import { registerServiceWorker } from './lib/pwa';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

installChunkErrorHook();
registerServiceWorker();
// Before the first render: guards see 'restoring' (or, without a stored session, 'signedOut') from the start.
startSession();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
