/**
 * Page chrome: skip link, header, the routed page in <main>, footer. The page sits inside an error
 * boundary (a render error shows a recoverable page, the chrome stays) and a Suspense boundary
 * (pages are loaded per route, so the first load carries only the landing page).
 */
import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipToContent } from './SkipToContent';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipToContent targetId={MAIN_CONTENT_ID} />
      <SiteHeader />
      {/* At least a screen high: while a page or its data loads the footer stays below the fold,
          so the content arriving does not push a visible footer down (a layout shift). */}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minH="100dvh" outline="none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <SiteFooter />
    </Flex>
  );
}

function PageLoading() {
  return (
    <Box py="24" textAlign="center">
      <Spinner size="lg" color="brand.solid" aria-label="Loading page" />
    </Box>
  );
}
