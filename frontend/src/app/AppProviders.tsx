/**
 * Chakra system, React Query and the router, in that order; the toaster sits beside the app.
 * `location` renders one path without a browser (the build's prerendering, frontend/prerender/).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { appSystem } from './theme';
import { AppToaster } from './toaster';

export function AppProviders({ children, location }: { children: ReactNode; location?: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        {location === undefined ? (
          <BrowserRouter>{children}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{children}</StaticRouter>
        )}
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
