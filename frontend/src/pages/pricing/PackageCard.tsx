/** One credit package (configuration: name, credits, price, currency) with its Buy button. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { pricingMessages as m } from '../../../../shared/payment-messages';
import type { CreditPackage } from '../../../../shared/schemas/payments';
import { formatAmount } from '../../features/payments/payments-api';

interface Props {
  pkg: CreditPackage;
  featured: boolean;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}

export function PackageCard({ pkg, featured, busy, disabled, onBuy }: Props) {
  const perCredit = formatAmount(Math.round(pkg.price / pkg.credits), pkg.currency);
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
          {formatAmount(pkg.price, pkg.currency)}
        </Text>
        <Text fontSize="sm" color="inkMuted">
          {perCredit} {m.perCredit}
        </Text>
      </Stack>
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
    </Box>
  );
}
