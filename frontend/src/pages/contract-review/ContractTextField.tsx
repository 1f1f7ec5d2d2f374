/** The contract text with a live word count against the 75,000-word limit (docs/product-spec.md sections 5 and 9). */
import { Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useDeferredValue, useMemo } from 'react';
import { contractTextLimits, countWords } from '../../../../shared/schemas/contracts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

const formatCount = (n: number) => n.toLocaleString('en-US');

export function ContractTextField({ value, onChange, error, disabled }: Props) {
  // Counting a very long paste on every keystroke stays cheap, but deferring keeps typing smooth.
  const deferred = useDeferredValue(value);
  const words = useMemo(() => countWords(deferred), [deferred]);
  const over = words > contractTextLimits.maxWords;

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Contract text
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        name="contractText"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Paste the full contract here, or upload a DOCX or PDF below."
        minH={{ base: '56', md: '80' }}
        resize="vertical"
        bg="white"
        fontSize="sm"
        lineHeight="tall"
        disabled={disabled}
      />
      <HStack justify="space-between" width="full" gap="4" align="start">
        <Field.ErrorText flex="1">{error}</Field.ErrorText>
        <Text
          fontSize="xs"
          color={over ? 'red.600' : 'inkMuted'}
          ms="auto"
          whiteSpace="nowrap"
          aria-live="polite"
          data-testid="word-count"
        >
          {formatCount(words)} / {formatCount(contractTextLimits.maxWords)} words
        </Text>
      </HStack>
    </Field.Root>
  );
}
