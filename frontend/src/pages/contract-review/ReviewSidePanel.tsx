/** Beside the form: the credit balance, how access works, and refer a friend. */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { creditSource } from '../../../../shared/organization-credits';
import { paymentLinks } from '../../features/payments/payment-links';
import { useAuth } from '../../features/auth/auth-context';
import { creditsLeftLabel, planLabel } from '../../features/auth/credits-label';
import type { ReviewDialog } from './review-dialog';

export function ReviewSidePanel({ onOpen }: { onOpen: (dialog: ReviewDialog) => void }) {
  const { status } = useAuth();
  // A member analyses on the organisation's credits while it has some (shared/organization-credits.ts).
  const source = creditSource(status);
  const organizationPays = source.kind === 'organization';
  const paid = status.subscriptionType === 'paid' || (organizationPays && status.organization?.plan !== 'free');
  return (
    <Stack gap="4">
      <Box bg="white" borderWidth="1px" borderColor="brand.100" rounded="xl" p="5">
        <HStack justify="space-between" mb="2">
          <Text fontWeight="semibold" color="brand.900">
            {organizationPays ? `${source.name}'s credits` : 'Your credits'}
          </Text>
          <Badge colorPalette={paid ? 'accent' : 'gray'} variant="subtle">
            {planLabel(organizationPays ? status.organization?.plan : status.subscriptionType)}
          </Badge>
        </HStack>
        <Text fontSize="2xl" fontFamily="heading" color="brand.800" data-testid="credits-left">
          {creditsLeftLabel(source.creditsRemaining)}
        </Text>
        <Text fontSize="sm" color="inkMuted" mt="1">
          Each analysis uses 1 credit.
        </Text>
        {paid ? (
          <Stack mt="4" gap="2">
            {/* Credit packs go to the user's own balance, which a paid plan has. */}
            {status.subscriptionType === 'paid' && (
              <Button asChild size="sm" colorPalette="brand" width="full">
                <RouterLink to={paymentLinks.buyCredits.to}>{paymentLinks.buyCredits.label}</RouterLink>
              </Button>
            )}
            <Button size="sm" variant="outline" colorPalette="brand" width="full" onClick={() => onOpen('lowCredits')}>
              Request a top-up
            </Button>
          </Stack>
        ) : (
          <Button
            mt="4"
            size="sm"
            variant="outline"
            colorPalette="brand"
            width="full"
            onClick={() => onOpen('waitlistSteps')}
          >
            How access works
          </Button>
        )}
      </Box>
      <Box bg="accent.50" borderWidth="1px" borderColor="accent.200" rounded="xl" p="5">
        <Text fontWeight="semibold" color="brand.900">
          Know someone who reviews contracts?
        </Text>
        <Text fontSize="sm" color="inkMuted" mt="1">
          Invite a colleague to try their first analysis free.
        </Text>
        <Button mt="4" size="sm" colorPalette="accent" width="full" onClick={() => onOpen('referral')}>
          Refer a friend
        </Button>
      </Box>
    </Stack>
  );
}
