/**
 * /waitlist (docs/product-spec.md section 2): Back to Home, three plan cards whose buttons pre-select the plan and
 * scroll to the access request form, then the submitted confirmation. A paid user is pointed to
 * Buy credits.
 */
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { planCards, waitlistMessages as m } from '../../../../shared/review-messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { pricingMessages } from '../../../../shared/payment-messages';
import { useAuth } from '../../features/auth/auth-context';
import { paymentLinks } from '../../features/payments/payment-links';
import { PlanCard } from './PlanCard';
import { WaitlistForm } from './WaitlistForm';
import { WaitlistSuccess } from './WaitlistSuccess';

/** docs/product-spec.md section 2: signed in goes to /contract-analysis (an undeclared route), otherwise /. */
const homePathFor = (signedIn: boolean) => (signedIn ? '/contract-analysis' : '/');

export function WaitlistPage() {
  useDocumentTitle(pageTitle('Subscriptions'));
  const { isSignedIn, status } = useAuth();
  const [planType, setPlanType] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const formSection = useRef<HTMLElement>(null);
  const homePath = homePathFor(isSignedIn);

  const choosePlan = (plan: string) => {
    setPlanType(plan);
    formSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formSection.current?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus({ preventScroll: true });
  };

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Button asChild variant="ghost" colorPalette="brand" size="sm" mb="6" ms="-2">
        <RouterLink to={homePath}>← {m.backToHome}</RouterLink>
      </Button>
      <Stack gap="3" mb={{ base: '8', md: '10' }} textAlign={{ md: 'center' }} align={{ md: 'center' }}>
        <Heading
          as="h1"
          fontFamily="heading"
          fontSize={{ base: '3xl', md: '5xl' }}
          lineHeight="1.15"
          color="brand.900"
          maxW="3xl"
          textWrap="balance"
        >
          {m.title}
        </Heading>
        <Text color="inkMuted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          {m.intro}
        </Text>
        {isSignedIn && status.subscriptionType === 'paid' && (
          // A paid plan buys credit packs itself: the plans page says where (decision 202).
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            align={{ sm: 'center' }}
            gap="3"
            bg="accent.50"
            borderWidth="1px"
            borderColor="accent.200"
            rounded="xl"
            px="4"
            py="3"
            role="note"
          >
            <Text color="brand.900">{pricingMessages.paidOnPlans}</Text>
            <Button asChild size="sm" colorPalette="accent" flexShrink={0}>
              <RouterLink to={paymentLinks.buyCredits.to}>{paymentLinks.buyCredits.label}</RouterLink>
            </Button>
          </Stack>
        )}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', lg: '6' }} mb={{ base: '12', md: '16' }}>
        {planCards.map((plan) => (
          <PlanCard
            key={plan.planType}
            plan={plan}
            featured={plan.planType === 'Business'}
            selected={planType === plan.planType}
            onChoose={() => choosePlan(plan.planType)}
          />
        ))}
      </SimpleGrid>
      <Box
        as="section"
        ref={formSection}
        id="request-access"
        scrollMarginTop="24"
        bg="white"
        borderWidth="1px"
        borderColor="brand.100"
        rounded="2xl"
        p={{ base: '5', md: '10' }}
        maxW="4xl"
        mx="auto"
        shadow="sm"
      >
        {submitted ? (
          <WaitlistSuccess homePath={homePath} />
        ) : (
          // Keyed on the account so a signed-in user's name and email pre-fill once the status arrives.
          <WaitlistForm
            key={status.email ?? 'visitor'}
            planType={planType}
            onPlanTypeChange={setPlanType}
            onSubmitted={() => setSubmitted(true)}
          />
        )}
      </Box>
    </Container>
  );
}
