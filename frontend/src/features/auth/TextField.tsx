import { Field, Input } from '@chakra-ui/react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
  type?: 'text' | 'email';
  autoComplete?: string;
}

export function TextField({ label, value, onChange, error, name, type = 'text', autoComplete }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="white"
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
