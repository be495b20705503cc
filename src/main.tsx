// Boot: styles, the service worker and the chunk-error hook, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './components/ui/tokens.css';
import './components/ui/base.css';
import { App } from './app/app';
import { installChunkErrorHook } from './app/errors/chunk-error';
import { registerServiceWorker } from './lib/pwa';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

installChunkErrorHook();
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
