/**
 * /pricing, "Buy credits" (linked from the payment pages, docs/product-spec.md section 2, the account menu and the
 * low-credit dialog): the credit packs from configuration with their prices. Paid users buy one
 * through a checkout; free users and visitors see the same prices with the way to a paid plan
 * (/waitlist: plans are granted after an access request, docs/product-spec.md section 1). With `?for=organization`
 * the owner or an admin of a Business or Enterprise organisation buys for its shared balance.
 */
import { Button, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { managesOrganization, organizationPlanIsPaid } from '../../../../shared/organization-credits';
import { pricingMessages as m } from '../../../../shared/payment-messages';
import { pageTitle } from '../../app/site-config';
import { toaster } from '../../app/toaster';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../features/auth/auth-context';
import { trackEvent } from '../../features/engagement/track';
import { ORGANIZATION_PARAM } from '../../features/payments/payment-links';
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

/**
 * The credit packs with their prices, for everyone: a paid user buys one (checkout); a free user or
 * a visitor sees what credits cost and is led to request a paid plan (docs/product-spec.md section 1: plans are
 * granted after an access request).
 */
interface Buyer {
  canBuy: boolean;
  /** Set when buying for the caller's organisation. */
  organization?: { id: string; name: string } | undefined;
  /** Why the checkout is not offered, instead of the free plan's note. */
  refusal?: string | undefined;
}

function CreditPacks({ canBuy, organization, refusal }: Buyer) {
  const packages = useQuery({ queryKey: ['payment-packages'], queryFn: fetchPackages });
  const checkout = useMutation({
    mutationFn: (packageId: string) => createCheckout({ packageId, organizationId: organization?.id }),
    onSuccess: ({ url }, packageId) => {
      trackEvent({
        eventType: 'feature_usage',
        component: 'pricing',
        action: 'start_checkout',
        metadata: { packageId, ...(organization ? { forOrganization: true } : {}) },
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
      {organization ? (
        <Header title={m.organizationTitle(organization.name)} intro={m.organizationIntro(organization.name)} />
      ) : (
        <Header title={m.title} intro={m.intro} />
      )}
      {!canBuy && refusal && (
        <Text
          role="note"
          color="brand.900"
          bg="accent.50"
          borderWidth="1px"
          borderColor="accent.200"
          rounded="xl"
          px={{ base: '4', md: '6' }}
          py="4"
          mb="8"
        >
          {refusal}
        </Text>
      )}
      {!canBuy && !refusal && (
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
          justify="space-between"
          gap="4"
          bg="accent.50"
          borderWidth="1px"
          borderColor="accent.200"
          rounded="xl"
          px={{ base: '4', md: '6' }}
          py="4"
          mb="8"
          role="note"
        >
          <Text color="brand.900">{m.freeNote}</Text>
          <Button asChild colorPalette="brand" flexShrink={0}>
            <RouterLink to="/waitlist">{m.requestAccess}</RouterLink>
          </Button>
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: Math.min(4, list.length) }} gap={{ base: '5', lg: '6' }}>
        {list.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            featured={pkg.id === featured}
            busy={checkout.isPending && checkout.variables === pkg.id}
            // Stays disabled after success: the browser is leaving for the checkout page.
            disabled={checkout.isPending || checkout.isSuccess}
            onBuy={canBuy ? () => checkout.mutate(pkg.id) : undefined}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

/** Who buys what: the caller for themselves, or (asked for) for their organisation when they run it. */
function useBuyer(): Buyer {
  const { isSignedIn, status } = useAuth();
  const [params] = useSearchParams();
  if (params.get(ORGANIZATION_PARAM) !== 'organization')
    return { canBuy: isSignedIn && status.subscriptionType === 'paid' };
  const org = status.organization;
  if (isSignedIn && org && managesOrganization(org.role) && organizationPlanIsPaid(org.plan)) {
    return { canBuy: true, organization: { id: org.id, name: org.name } };
  }
  return { canBuy: false, refusal: isSignedIn ? m.organizationNotAllowed : m.signInPrompt };
}

export function PricingPage() {
  useDocumentTitle(pageTitle('Pricing'));
  const { isLoading } = useAuth();
  const buyer = useBuyer();
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      {isLoading ? (
        <Spinner size="lg" color="brand.solid" aria-label="Checking your session" display="block" mx="auto" my="16" />
      ) : (
        <CreditPacks {...buyer} />
      )}
    </Container>
  );
}
