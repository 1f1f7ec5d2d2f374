/** Whether the contract is signed: the signature form before, the date and "Mark as not signed" (confirmed) after. */
import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import * as v from 'valibot';
import { MarkSignedSchema, type ContractKeyDates } from '../../../../shared/schemas/key-dates';
import { NoticeDialog } from '../../features/credits/NoticeDialog';
import { formatDate, todayIso } from '../../features/key-dates/format';

interface Props {
  view: ContractKeyDates;
  onSign: (signedOn: string) => void;
  signing: boolean;
  /** Calls `done` when the request settled (success or failure). */
  onUnsign: (done: () => void) => void;
  unsigning: boolean;
}

export function SignaturePanel({ view, onSign, signing, onUnsign, unsigning }: Props) {
  const [signedOn, setSignedOn] = useState(view.signedOn ?? todayIso());
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const submit = () => {
    const parsed = v.safeParse(MarkSignedSchema, { signedOn });
    if (!parsed.success) return setError(parsed.issues[0]?.message);
    setError(undefined);
    onSign(parsed.output.signedOn);
  };

  return (
    <Card.Root as="section" aria-label="Signature" bg="white" borderColor="brand.100" rounded="xl">
      <Card.Body gap="3">
        {view.signed ? (
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text>
              <Text as="span" fontWeight="semibold" color="green.700">
                Signed
              </Text>{' '}
              on {view.signedOn ? formatDate(view.signedOn) : ''}. Its dates are tracked below.
            </Text>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Mark as not signed
            </Button>
          </HStack>
        ) : (
          <Stack gap="3">
            <Text>
              Not marked as signed yet. Once it is, the dates below are tracked, listed on the Key dates page and
              reminded by email (90, 30 and 7 days before each notice deadline and expiration; you can change that).
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="3">
              <Field.Root invalid={error !== undefined} width={{ base: 'full', sm: '56' }}>
                <Field.Label>Signature date</Field.Label>
                <Input
                  type="date"
                  value={signedOn}
                  max={todayIso()}
                  onChange={(e) => setSignedOn(e.target.value)}
                  bg="white"
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Button colorPalette="brand" onClick={submit} loading={signing} loadingText="Saving...">
                Mark as signed
              </Button>
            </Stack>
          </Stack>
        )}
      </Card.Body>
      <NoticeDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Mark as not signed?"
        description="Its tracked dates, your corrections and its reminders are removed. The audit trail keeps a record."
        size="sm"
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={unsigning}>
              Cancel
            </Button>
            <Button colorPalette="red" loading={unsigning} onClick={() => onUnsign(() => setConfirming(false))}>
              Mark as not signed
            </Button>
          </>
        }
      />
    </Card.Root>
  );
}
