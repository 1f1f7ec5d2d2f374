/** Page chrome: skip link, header, the routed page in <main>, footer. */
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipToContent } from './SkipToContent';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipToContent targetId={MAIN_CONTENT_ID} />
      <SiteHeader />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
