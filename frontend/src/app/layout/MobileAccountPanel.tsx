/** The account block inside the mobile drawer: the same facts as the account menu. */
import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { creditSource } from '../../../../shared/organization-credits';
import { useAuth } from '../../features/auth/auth-context';
import { creditsLeftLabel, planLabel } from '../../features/auth/credits-label';
import { useSignOut } from '../../features/auth/use-sign-out';

export function MobileAccountPanel() {
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
      <Text fontSize="sm">{source.kind === 'organization' ? `Using ${source.name}'s credits` : 'Using your own credits'}</Text>
      {!status.isVerified && (
        <Badge colorPalette="orange" variant="subtle" mt="2">
          Email not verified
        </Badge>
      )}
      <Button mt="4" w="full" variant="outline" colorPalette="brand" bg="white" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        Sign out
      </Button>
    </Box>
  );
}
