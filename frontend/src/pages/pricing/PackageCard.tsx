/** One credit package (configuration: name, credits, price, currency) with its Buy button. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { pricingMessages as m } from '../../../../shared/payment-messages';
import type { CreditPackage } from '../../../../shared/schemas/payments';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '../../features/payments/payments-api';

interface Props {
  pkg: CreditPackage;
  featured: boolean;
  busy: boolean;
  disabled: boolean;
  /** Absent for someone who cannot buy yet (free plan, visitor): the card leads to the plans. */
  onBuy?: () => void;
}

export function PackageCard({ pkg, featured, busy, disabled, onBuy }: Props) {
  const perCredit = formatPrice(Math.round(pkg.price / pkg.credits), pkg.currency);
  return (
    <Box
      as="article"
      aria-label={pkg.name}
      bg="white"
      borderWidth={featured ? '2px' : '1px'}
      borderColor={featured ? 'accent.400' : 'brand.100'}
      rounded="2xl"
      p={{ base: '6', md: '7' }}
      shadow={featured ? 'md' : 'xs'}
      display="flex"
      flexDirection="column"
      gap="4"
    >
      <Stack gap="1">
        <Heading as="h2" fontFamily="heading" fontSize="2xl" color="brand.900">
          {pkg.name}
        </Heading>
        <Text color="inkMuted">
          {pkg.credits} {pkg.credits === 1 ? 'credit' : 'credits'} · {pkg.credits} contract{' '}
          {pkg.credits === 1 ? 'analysis' : 'analyses'}
        </Text>
      </Stack>
      <Stack gap="0" flex="1">
        <Text fontSize="3xl" fontWeight="bold" color="brand.900" data-testid="package-price">
          {formatPrice(pkg.price, pkg.currency)}
        </Text>
        <Text fontSize="sm" color="inkMuted">
          {perCredit} {m.perCredit}
        </Text>
      </Stack>
      {onBuy ? (
        <Button
          colorPalette={featured ? 'accent' : 'brand'}
          variant={featured ? 'solid' : 'outline'}
          onClick={onBuy}
          loading={busy}
          loadingText={m.redirecting}
          disabled={disabled}
        >
          {m.buy} {pkg.name}
        </Button>
      ) : (
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="/waitlist">{m.requestAccessToBuy}</RouterLink>
        </Button>
      )}
    </Box>
  );
}
