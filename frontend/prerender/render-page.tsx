/**
 * The server side of prerendering: the app's markup for one path, as a browser's first render
 * produces it before the session check answers (so hydration finds the same tree). Built for Node
 * by write-pages.ts; never part of the browser bundle. `prerenderToNodeStream` waits for the lazy
 * page chunks, so the page's content is in the HTML, not the loading spinner. Chakra's styles
 * (Emotion) come out as <style> elements beside the markup: the page paints styled before any
 * script runs, and Emotion moves them into <head> when the app starts.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../src/app/App';

export async function renderPage(route: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App location={route} />
    </StrictMode>,
    // Every Suspense boundary in place, never moved in by an inline script (which the site's
    // Content-Security-Policy, script-src 'self', would block): React outlines a boundary larger
    // than this many bytes.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
