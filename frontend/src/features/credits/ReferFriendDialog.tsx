/** Refer a friend by email (docs/product-spec.md sections 2, 5 and 8), validated with the shared referral schema. */
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { referralMessages } from '../../../../shared/review-messages';
import { ReferralRequestSchema, type ReferralRequestInput } from '../../../../shared/schemas/outreach';
import { TextField } from '../auth/TextField';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { NoticeDialog } from './NoticeDialog';
import { useReferFriend } from './use-refer-friend';

interface Props {
  open: boolean;
  onClose: () => void;
}

const FORM_ID = 'refer-friend-form';
const EMPTY = { firstName: '', lastName: '', email: '' };

export function ReferFriendDialog({ open, onClose }: Props) {
  const [values, setValues] = useState<Required<ReferralRequestInput>>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const referral = useReferFriend(close, setErrors);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const output = validateInto(ReferralRequestSchema, values, setErrors);
    if (output === undefined) return;
    referral.mutate(output);
  };

  return (
    <NoticeDialog
      open={open}
      onClose={close}
      title={referralMessages.title}
      description={referralMessages.body}
      actions={
        <>
          <Button variant="outline" colorPalette="brand" onClick={close}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            colorPalette="accent"
            loading={referral.isPending}
            loadingText="Sending..."
          >
            {referralMessages.submit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Refer a friend">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label="Friend's first name"
              name="firstName"
              value={values.firstName}
              onChange={set('firstName')}
              error={errors.firstName}
            />
            <TextField
              label="Friend's last name"
              name="lastName"
              value={values.lastName}
              onChange={set('lastName')}
              error={errors.lastName}
            />
          </SimpleGrid>
          <TextField
            label="Friend's email"
            name="email"
            type="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
        </Stack>
      </form>
    </NoticeDialog>
  );
}
