/**
 * The contract's audit trail, newest first: what happened, when and by whom, each entry with the
 * start of its hash (and a warning if its content no longer matches it); the whole chain, verified,
 * downloads as JSON.
 */
import { Badge, Box, Button, Code, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import { auditKindLabels, type ContractAudit } from '../../../../shared/schemas/audit';
import { useAuth } from '../../features/auth/auth-context';
import { downloadAuditExport } from '../../features/key-dates/key-dates-api';
import { failureToast, useContractAudit } from '../../features/key-dates/use-key-dates';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "signedOn" reads "Signed on". */
const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function detailsText(entry: ContractAudit['entries'][number]): string {
  return Object.entries(entry.details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${words(key)}: ${String(value)}`)
    .join(' · ');
}

export function AuditTrail({ contractId }: { contractId: string }) {
  const { isSignedIn } = useAuth();
  const audit = useContractAudit(contractId, isSignedIn);
  return (
    <Stack as="section" gap="3" aria-labelledby="audit-title">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h2" id="audit-title" fontSize="xl" color="brand.900">
          Audit trail
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={() =>
            void downloadAuditExport().catch((error: unknown) =>
              failureToast('The audit log could not be exported', error),
            )
          }
        >
          Export full audit log (JSON)
        </Button>
      </HStack>
      <Text fontSize="sm" color="inkMuted">
        Every entry carries the hash of the one before it, so a later change or removal is detected.
      </Text>
      {audit.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading the audit trail">
          <Skeleton h="12" />
          <Skeleton h="12" />
        </Stack>
      ) : audit.isError ? (
        <HStack gap="3" role="alert">
          <Text color="red.700">{keyDateMessages.auditLoadFailed}</Text>
          <Button size="xs" variant="outline" onClick={() => void audit.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : audit.data.entries.length === 0 ? (
        <Text color="inkMuted">Nothing recorded for this contract yet.</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-label="Audit entries, newest first">
          {audit.data.entries.map((entry) => (
            <Box
              as="li"
              key={entry.seq}
              bg="white"
              borderWidth="1px"
              borderColor={entry.intact ? 'brand.100' : 'red.300'}
              rounded="lg"
              p="3"
            >
              <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">{auditKindLabels[entry.kind]}</Text>
                  <Text fontSize="sm" color="inkMuted">
                    {when(entry.at)}
                  </Text>
                  {detailsText(entry) && (
                    <Text fontSize="sm" overflowWrap="anywhere">
                      {detailsText(entry)}
                    </Text>
                  )}
                </Stack>
                <Stack gap="1" align="end">
                  <Code fontSize="xs" title={entry.hash}>
                    #{entry.seq} {entry.hash.slice(0, 12)}
                  </Code>
                  {!entry.intact && (
                    <Badge colorPalette="red" variant="solid">
                      Changed after recording
                    </Badge>
                  )}
                </Stack>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
