/**
 * /account: the signed-in user's profile and credits (with the way to buy more or to the plans),
 * change password, email preferences, purchase history, export of all their data, and deletion of
 * the account. Loading and failure states; signed-out visitors get the sign-in dialog.
 */
import { Box, Button, Container, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { accountMessages as m } from '../../../../shared/account-messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAccountSummary } from '../../features/account/use-account';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { useAuth } from '../../features/auth/auth-context';
import { creditsLeftLabel, planLabel } from '../../features/auth/credits-label';
import { paymentLinks } from '../../features/payments/payment-links';
import { formatLibraryDate } from '../../features/library/format-date';
import { ChangePasswordCard } from './ChangePasswordCard';
import { EmailPreferencesCard } from './EmailPreferencesCard';
import { PurchaseHistoryCard } from './PurchaseHistoryCard';
import { SettingsCard } from './SettingsCard';
import { DeleteAccountCard, ExportCard } from './YourDataCards';

export function AccountPage() {
  useDocumentTitle(pageTitle(m.title));
  return (
    <RequireSignIn>
      <AccountContent />
    </RequireSignIn>
  );
}

function AccountContent() {
  const { isSignedIn } = useAuth();
  const account = useAccountSummary(isSignedIn);
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="1" mb="8">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
          {m.title}
        </Heading>
        <Text color="inkMuted">{m.intro}</Text>
      </Stack>
      {account.isPending ? (
        <Box py="16" textAlign="center">
          <Spinner size="lg" color="brand.solid" aria-label="Loading your account" />
        </Box>
      ) : account.isError ? (
        <Stack align="center" gap="4" py="12" role="alert">
          <Text>{m.loadFailed}</Text>
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => void account.refetch()}
            loading={account.isFetching}
          >
            {m.retry}
          </Button>
        </Stack>
      ) : (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
          gap="5"
          alignItems="start"
        >
          <Stack gap="5" minW="0">
            <SettingsCard id="profile" title={m.profileTitle}>
              <Stack gap="3">
                <Box>
                  <Text fontWeight="semibold" color="brand.900">
                    {account.data.firstName} {account.data.lastName}
                  </Text>
                  <Text color="inkMuted" overflowWrap="anywhere">
                    {account.data.email}
                  </Text>
                </Box>
                <HStack gap="6" flexWrap="wrap">
                  <Fact label={m.plan} value={planLabel(account.data.subscriptionType)} />
                  <Fact label={m.credits} value={creditsLeftLabel(account.data.creditsRemaining)} />
                  <Fact label={m.memberSince} value={formatLibraryDate(account.data.createdAt).split(' •')[0] ?? ''} />
                </HStack>
                <HStack gap="2" flexWrap="wrap">
                  {account.data.subscriptionType === 'paid' && (
                    <Button asChild size="sm" colorPalette="accent">
                      <RouterLink to={paymentLinks.buyCredits.to}>{paymentLinks.buyCredits.label}</RouterLink>
                    </Button>
                  )}
                  <Button asChild size="sm" variant="outline" colorPalette="brand">
                    <RouterLink to={paymentLinks.plans.to}>{paymentLinks.plans.label}</RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </SettingsCard>
            <ChangePasswordCard />
            <EmailPreferencesCard preferences={account.data.emailPreferences} />
          </Stack>
          <Stack gap="5" minW="0">
            <PurchaseHistoryCard purchases={account.data.purchases} />
            <ExportCard />
            <DeleteAccountCard credits={account.data.creditsRemaining} />
          </Stack>
        </Grid>
      )}
    </Container>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="inkMuted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
    </Box>
  );
}
