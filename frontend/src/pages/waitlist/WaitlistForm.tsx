/**
 * "Request Access and Consultation" (docs/product-spec.md sections 2, 3 and 5), validated with the shared waitlist
 * schema. The plan is controlled by the page so the plan cards can pre-select it.
 */
import { Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { waitlistMessages as m } from '../../../../shared/review-messages';
import {
  WaitlistApplicationSchema,
  monthlyContractCounts,
  planTypes,
  teamSizes,
} from '../../../../shared/schemas/waitlist';
import { useAuth } from '../../features/auth/auth-context';
import { TextField } from '../../features/auth/TextField';
import { useWaitlistApplication } from '../../features/waitlist/use-waitlist-application';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { SelectField } from './SelectField';

interface Props {
  planType: string;
  onPlanTypeChange: (planType: string) => void;
  onSubmitted: () => void;
}

export function WaitlistForm({ planType, onPlanTypeChange, onSubmitted }: Props) {
  const { status } = useAuth();
  const [values, setValues] = useState({
    firstName: status.firstName ?? '',
    lastName: status.lastName ?? '',
    email: status.email ?? '',
    organization: '',
    phone: '',
    teamSize: '',
    monthlyContractCount: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const application = useWaitlistApplication(onSubmitted);
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const output = validateInto(WaitlistApplicationSchema, { ...values, planType }, setErrors);
    if (output === undefined) return;
    application.mutate(output);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="waitlist-form-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading
            as="h2"
            id="waitlist-form-title"
            fontFamily="heading"
            fontSize={{ base: '2xl', md: '3xl' }}
            color="brand.900"
          >
            {m.formTitle}
          </Heading>
          <Text color="inkMuted">Tell us about your team. Everything you share stays confidential.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
          <TextField
            label="Work email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextField
            label="Organization"
            name="organization"
            autoComplete="organization"
            value={values.organization}
            onChange={set('organization')}
            error={errors.organization}
          />
          <Field.Root invalid={Boolean(errors.phone)}>
            <Field.Label>Phone (optional)</Field.Label>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(event) => set('phone')(event.target.value)}
              bg="white"
            />
            <Field.ErrorText>{errors.phone}</Field.ErrorText>
          </Field.Root>
          <SelectField
            label="Plan type"
            name="planType"
            value={planType}
            options={planTypes}
            placeholder="Select a plan"
            onChange={onPlanTypeChange}
            error={errors.planType}
          />
          <SelectField
            label="Team size"
            name="teamSize"
            value={values.teamSize}
            options={teamSizes}
            placeholder="Select your team size"
            onChange={set('teamSize')}
            error={errors.teamSize}
          />
          <SelectField
            label="Contracts reviewed per month"
            name="monthlyContractCount"
            value={values.monthlyContractCount}
            options={monthlyContractCounts}
            placeholder="Select a range"
            onChange={set('monthlyContractCount')}
            error={errors.monthlyContractCount}
          />
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="accent"
          size="lg"
          loading={application.isPending}
          loadingText={m.submitting}
          alignSelf={{ base: 'stretch', md: 'start' }}
        >
          {m.submit}
        </Button>
      </Stack>
    </form>
  );
}
