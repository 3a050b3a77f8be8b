import './lib/csp-nonce.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import 'sonner/dist/styles.css';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (issue 19) once the page has loaded: its code is a separate, later download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () => void import('./pwa/register.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
