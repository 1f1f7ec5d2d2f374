/** Chakra system, React Query and the router, in that order; the toaster sits beside the app. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { system } from './theme';
import { AppToaster } from './toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
