/**
 * /pricing (linked from the payment pages, spec section 2): credit packages from configuration for
 * paid users, each opening a checkout; free users and visitors see the plans, which lead to
 * /waitlist (plans are sold by tailored quote, spec section 1).
 */
import { Box, Button, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { pricingMessages as m } from '../../../../shared/payment-messages';
import { planCards } from '../../../../shared/review-messages';
import { pageTitle } from '../../app/site-config';
import { toaster } from '../../app/toaster';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../features/auth/auth-context';
import { trackEvent } from '../../features/engagement/track';
import { createCheckout, fetchPackages } from '../../features/payments/payments-api';
import { ApiError } from '../../lib/api';
import { PackageCard } from './PackageCard';

function Header({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap="3" mb={{ base: '8', md: '10' }} textAlign={{ md: 'center' }} align={{ md: 'center' }}>
      <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" color="brand.900">
        {title}
      </Heading>
      <Text color="inkMuted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
        {intro}
      </Text>
    </Stack>
  );
}

function PlansForFreeUsers() {
  return (
    <>
      <Header title={m.freeTitle} intro={m.freeIntro} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', lg: '6' }}>
        {planCards.map((plan) => (
          <Box
            as="article"
            key={plan.planType}
            aria-label={plan.planType}
            bg="white"
            borderWidth="1px"
            borderColor="brand.100"
            rounded="2xl"
            p={{ base: '6', md: '7' }}
            display="flex"
            flexDirection="column"
            gap="3"
          >
            <Heading as="h2" fontFamily="heading" fontSize="2xl" color="brand.900">
              {plan.planType}
            </Heading>
            <Text color="inkMuted" fontSize="sm" flex="1">
              {plan.features.join(' · ')}
            </Text>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to="/waitlist">{plan.action}</RouterLink>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
}

function PackagesForPaidUsers() {
  const packages = useQuery({ queryKey: ['payment-packages'], queryFn: fetchPackages });
  const checkout = useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ url }, packageId) => {
      trackEvent({
        eventType: 'feature_usage',
        component: 'pricing',
        action: 'start_checkout',
        metadata: { packageId },
      });
      window.location.assign(url);
    },
    onError: (error) => {
      toaster.create({
        type: 'error',
        title: m.checkoutFailedTitle,
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : m.checkoutFailedFallback,
      });
    },
  });

  if (packages.isPending)
    return (
      <Spinner size="lg" color="brand.solid" aria-label="Loading credit packages" display="block" mx="auto" my="16" />
    );
  if (packages.isError) {
    return (
      <Stack align="center" gap="4" py="12" role="alert">
        <Text>{m.loadFailed}</Text>
        <Button onClick={() => void packages.refetch()}>{m.retry}</Button>
      </Stack>
    );
  }
  const list = packages.data;
  const featured = list[Math.min(1, list.length - 1)]?.id;
  return (
    <>
      <Header title={m.title} intro={m.intro} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: Math.min(4, list.length) }} gap={{ base: '5', lg: '6' }}>
        {list.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            featured={pkg.id === featured}
            busy={checkout.isPending && checkout.variables === pkg.id}
            // Stays disabled after success: the browser is leaving for the checkout page.
            disabled={checkout.isPending || checkout.isSuccess}
            onBuy={() => checkout.mutate(pkg.id)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

export function PricingPage() {
  useDocumentTitle(pageTitle('Pricing'));
  const { isLoading, isSignedIn, status } = useAuth();
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      {isLoading ? (
        <Spinner size="lg" color="brand.solid" aria-label="Checking your session" display="block" mx="auto" my="16" />
      ) : isSignedIn && status.subscriptionType === 'paid' ? (
        <PackagesForPaidUsers />
      ) : (
        <PlansForFreeUsers />
      )}
    </Container>
  );
}
