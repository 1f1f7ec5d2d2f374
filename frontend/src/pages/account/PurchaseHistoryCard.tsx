/** Credit purchases, newest first: date, package, credits, amount and status. */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { accountMessages as m } from '../../../../shared/account-messages';
import type { Purchase } from '../../../../shared/schemas/account';
import { formatPrice } from '../../features/payments/payments-api';
import { formatLibraryDate } from '../../features/library/format-date';
import { SettingsCard } from './SettingsCard';

const STATUS_PALETTE: Record<Purchase['status'], string> = { paid: 'green', open: 'gray', expired: 'gray' };

export function PurchaseHistoryCard({ purchases }: { purchases: Purchase[] }) {
  return (
    <SettingsCard id="purchases" title={m.purchasesTitle}>
      {purchases.length === 0 ? (
        <Text color="inkMuted">{m.noPurchases}</Text>
      ) : (
        <Stack
          as="ul"
          listStyleType="none"
          ps="0"
          gap="0"
          divideY="1px"
          divideColor="brand.100"
          aria-label={m.purchasesTitle}
        >
          {purchases.map((p) => (
            <HStack as="li" key={p.sessionId} justify="space-between" py="3" gap="3" flexWrap="wrap">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" color="brand.900">
                  {p.packageName} · {p.credits} {p.credits === 1 ? 'credit' : 'credits'}
                </Text>
                <Text fontSize="sm" color="inkMuted">
                  {formatLibraryDate(p.createdAt)}
                </Text>
              </Stack>
              <HStack gap="3">
                <Text fontWeight="semibold">{formatPrice(p.amount, p.currency)}</Text>
                <Badge colorPalette={STATUS_PALETTE[p.status]} variant="subtle">
                  {m.purchaseStatus[p.status] ?? p.status}
                </Badge>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </SettingsCard>
  );
}
