/**
 * The sticky site header: logo, links for the visitor's state, account or sign-in, mobile menu.
 * The account menu and the session badge are their own chunks (Chakra's menu, tooltip and
 * positioning code): a visitor on the landing page never needs them.
 */
import { Box, Button, Container, Flex, HStack, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { useSignInDialog } from '../../features/auth/sign-in-dialog-context';
import { useMediaQuery } from '../../lib/use-media-query';
import { BrandLogo } from './BrandLogo';
import { DesktopNav } from './DesktopNav';
import { MobileAccountPanel } from './MobileAccountPanel';
import { MobileNav } from './MobileNav';
import { signedInLinks, signedOutLinks } from './nav-links';

const AccountMenu = lazy(() => import('../../features/auth/AccountMenu').then((m) => ({ default: m.AccountMenu })));
const SessionExpiringBadge = lazy(() =>
  import('../../features/auth/SessionExpiringBadge').then((m) => ({ default: m.SessionExpiringBadge })),
);

const accountPlaceholder = <Skeleton h="8" w="24" rounded="md" />;

export function SiteHeader() {
  const { isSignedIn, isLoading, sessionExpiring } = useAuth();
  const { openSignIn } = useSignInDialog();
  const links = isSignedIn ? signedInLinks : signedOutLinks;
  // The account menu is shown from md (48rem) only: a phone does not fetch its code (and Chakra's
  // menu code) while the page it opened is still loading; the mobile drawer has its own panel.
  const wide = useMediaQuery('(min-width: 48rem)');

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="brand.100"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="16" align="center" justify="space-between" gap="4">
          <BrandLogo />
          <HStack as="nav" aria-label="Main" display={{ base: 'none', md: 'flex' }} gap="1" flex="1" justify="center">
            {!isLoading && <DesktopNav links={links} />}
          </HStack>
          <HStack gap="3">
            {sessionExpiring && (
              <Suspense fallback={null}>
                <SessionExpiringBadge />
              </Suspense>
            )}
            <Box display={{ base: 'none', md: 'block' }}>
              {isLoading ? (
                accountPlaceholder
              ) : isSignedIn ? (
                wide && (
                  <Suspense fallback={accountPlaceholder}>
                    <AccountMenu />
                  </Suspense>
                )
              ) : (
                <Button colorPalette="brand" size="sm" onClick={() => openSignIn()}>
                  Sign In
                </Button>
              )}
            </Box>
            <Box display={{ base: 'block', md: 'none' }}>
              <MobileNav
                links={links}
                footer={(close) =>
                  isSignedIn ? (
                    <MobileAccountPanel onNavigate={close} />
                  ) : (
                    <Button
                      colorPalette="brand"
                      onClick={() => {
                        close();
                        openSignIn();
                      }}
                    >
                      Sign In
                    </Button>
                  )
                }
              />
            </Box>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
