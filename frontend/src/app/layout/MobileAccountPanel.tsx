/** The account block inside the mobile drawer: the same facts as the account menu. */
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { creditSource } from '../../../../shared/organization-credits';
import { accountLinks } from './nav-links';
import { useAuth } from '../../features/auth/auth-context';
import { creditSourceLine, creditsLeftLabel, planLabel } from '../../features/auth/credits-label';
import { useSignOut } from '../../features/auth/use-sign-out';

export function MobileAccountPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { status } = useAuth();
  const signOut = useSignOut();
  const source = creditSource(status);
  return (
    <Box borderWidth="1px" borderColor="brand.100" rounded="lg" p="4" bg="brand.50">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">{status.firstName}</Text>
        <Badge colorPalette="green" variant="subtle">
          Active
        </Badge>
        <Badge colorPalette="accent" variant="subtle">
          {creditsLeftLabel(source.creditsRemaining)}
        </Badge>
      </HStack>
      <Text fontSize="sm" mt="2" wordBreak="break-all">
        {status.email}
      </Text>
      <Text fontSize="sm">Plan: {planLabel(status.subscriptionType)}</Text>
      <Text fontSize="sm">{creditSourceLine(status)}</Text>
      {!status.isVerified && (
        <Badge colorPalette="orange" variant="subtle" mt="2">
          Email not verified
        </Badge>
      )}
      <Stack as="ul" listStyleType="none" ps="0" mt="3" gap="0">
        {accountLinks(status).map((link) => (
          <li key={link.to}>
            <Link asChild display="block" py="2" fontWeight="medium" color="brand.800">
              <RouterLink to={link.to} onClick={onNavigate}>
                {link.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
      <Button
        mt="4"
        w="full"
        variant="outline"
        colorPalette="brand"
        bg="white"
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Sign out
      </Button>
    </Box>
  );
}
