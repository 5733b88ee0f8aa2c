import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './shared/ui/styles/global.css';

async function start(): Promise<void> {
  // Compared on the build constant so the production build drops the mock import entirely.
  if (import.meta.env.VITE_API_MODE !== 'live') {
    // The mock backend is downloaded only in mock mode; the production build never bundles it.
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
