import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first render as a transition: React renders it in slices and yields to the browser between
// them, instead of one long task that blocks input while a phone styles the whole landing page
// (Lighthouse's Total Blocking Time). Nothing is on screen yet, so nothing waits for it either.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
