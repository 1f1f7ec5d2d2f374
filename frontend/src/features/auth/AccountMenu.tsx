/**
 * The signed-in account menu (docs/product-spec.md section 2). The button shows the first name, an Active badge
 * and the credits left; the open menu shows email, plan, the unverified notice, the account page,
 * the plans, (paid plans) Buy credits, for an organisation's owner or admin Buy credits for it, and
 * Sign out.
 */
import { Badge, Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { creditSource } from '../../../../shared/organization-credits';
import { accountLinks } from '../../app/layout/nav-links';
import { useAuth } from './auth-context';
import { creditSourceLine, creditsLeftLabel, planLabel } from './credits-label';
import { useSignOut } from './use-sign-out';

export function AccountMenu() {
  const { status } = useAuth();
  const signOut = useSignOut();
  const firstName = status.firstName ?? 'Account';
  // Whose credits the next analysis uses: the organisation's while it has some (shared/organization-credits.ts).
  const source = creditSource(status);
  const credits = source.creditsRemaining;

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          bg="white"
          aria-label={`Account menu for ${firstName}: Active, ${creditsLeftLabel(credits)}`}
        >
          <HStack gap="2">
            {/* Spaces between the parts: the button's text reads "Lena Active 2 credits left", as
                its label does (the flex layout ignores them on screen). */}
            <Text as="span" fontWeight="semibold" maxW="10ch" truncate>
              {firstName}
            </Text>{' '}
            <Badge colorPalette="green" variant="subtle" size="sm">
              Active
            </Badge>{' '}
            <Badge colorPalette="accent" variant="subtle" size="sm">
              {creditsLeftLabel(credits)}
            </Badge>
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <Box px="3" py="2">
              <Text fontSize="xs" color="inkMuted">
                Signed in as
              </Text>
              <Text fontWeight="semibold" wordBreak="break-all">
                {status.email}
              </Text>
              <Text fontSize="sm" mt="1">
                Plan: <strong>{planLabel(status.subscriptionType)}</strong>
              </Text>
              <Text fontSize="sm" mt="1" data-testid="credit-source">
                {creditSourceLine(status)}
              </Text>
              {!status.isVerified && (
                <Badge colorPalette="orange" variant="subtle" mt="2">
                  Email not verified
                </Badge>
              )}
            </Box>
            <Menu.Separator />
            {accountLinks(status).map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
              {signOut.isPending ? 'Signing out...' : 'Sign out'}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
