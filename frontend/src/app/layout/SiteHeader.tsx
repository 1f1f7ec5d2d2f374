/** The sticky site header: logo, links for the visitor's state, account or sign-in, mobile menu. */
import { Box, Button, Container, Flex, HStack, Skeleton } from '@chakra-ui/react';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { SessionExpiringBadge } from '../../features/auth/SessionExpiringBadge';
import { useAuth } from '../../features/auth/auth-context';
import { useSignInDialog } from '../../features/auth/sign-in-dialog-context';
import { BrandLogo } from './BrandLogo';
import { DesktopNav } from './DesktopNav';
import { MobileAccountPanel } from './MobileAccountPanel';
import { MobileNav } from './MobileNav';
import { signedInLinks, signedOutLinks } from './nav-links';

export function SiteHeader() {
  const { isSignedIn, isLoading, sessionExpiring } = useAuth();
  const { openSignIn } = useSignInDialog();
  const links = isSignedIn ? signedInLinks : signedOutLinks;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white/95" backdropFilter="blur(8px)" borderBottomWidth="1px" borderColor="brand.100">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="16" align="center" justify="space-between" gap="4">
          <BrandLogo />
          <HStack as="nav" aria-label="Main" display={{ base: 'none', md: 'flex' }} gap="1" flex="1" justify="center">
            {!isLoading && <DesktopNav links={links} />}
          </HStack>
          <HStack gap="3">
            {sessionExpiring && <SessionExpiringBadge />}
            <Box display={{ base: 'none', md: 'block' }}>
              {isLoading ? (
                <Skeleton h="8" w="24" rounded="md" />
              ) : isSignedIn ? (
                <AccountMenu />
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
                    <MobileAccountPanel />
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
