/** Payment Successful's figures and the account box (docs/product-spec.md section 2). */
import { Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { paymentMessages } from '../../../../shared/payment-messages';
import type { PaymentStatus } from '../../features/payments/payments-api';
import { formatAmount } from '../../features/payments/payments-api';

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

function Row({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight="semibold" color="ink" data-testid={testId}>
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

export function PaymentDetails({ payment, added }: { payment: PaymentStatus; added: boolean }) {
  return (
    <Stack gap="5" textAlign="start" w="full">
      <DataList.Root orientation="horizontal" size="md">
        <Row label="Amount" value={formatAmount(payment.amount, payment.currency)} testId="payment-amount" />
        <Row label="Status" value={capitalise(payment.status)} testId="payment-status" />
        <Row label="Package" value={payment.packageType} testId="payment-package" />
        {/* "0" under a paid payment would read as money lost: until the credits show, they are pending. */}
        <Row label="Credits added" value={added ? payment.creditsAdded : 'Pending'} testId="payment-credits-added" />
      </DataList.Root>
      <Box
        bg="brand.50"
        borderWidth="1px"
        borderColor="brand.100"
        rounded="xl"
        p="4"
        aria-label={payment.organization ? payment.organization.name : 'Your account'}
        role="group"
      >
        {/* An organisation purchase: the figures are the organisation's shared balance. */}
        <Heading as="h2" fontSize="md" color="brand.900" mb="2" data-testid="account-heading">
          {payment.organization ? payment.organization.name : 'Your account'}
        </Heading>
        {added ? (
          <DataList.Root orientation="horizontal" size="sm">
            <Row label="Updated credits" value={payment.updatedCredits} testId="account-updated-credits" />
            <Row label="Previous credits" value={payment.creditsBeforeUpdate} testId="account-previous-credits" />
          </DataList.Root>
        ) : (
          <DataList.Root orientation="horizontal" size="sm">
            <Row label="Available credits" value={payment.creditsRemaining} testId="account-available-credits" />
            <Row
              label="Subscription"
              value={capitalise(payment.subscriptionType || 'free') || 'Free'}
              testId="account-subscription"
            />
          </DataList.Root>
        )}
      </Box>
      {!added && (
        <Text color="orange.700" bg="orange.50" rounded="md" px="3" py="2" role="status">
          {paymentMessages.stillProcessing}
        </Text>
      )}
    </Stack>
  );
}
