/**
 * Create and edit dialogs (docs/product-spec.md sections 2 and 5): name and content validated with the shared
 * playbook schema, a character counter, and the rule forms with an "Insert example" button.
 */
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { examplePlaybook } from '../../../../shared/playbook-rules';
import { PLAYBOOK_CONTENT_MAX, PlaybookInputSchema, type PlaybookInput } from '../../../../shared/schemas/playbooks';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { PlaybookRuleGuide } from './PlaybookRuleGuide';

interface Props {
  mode: 'create' | 'edit';
  initial: { name: string; content: string };
  busy: boolean;
  onSubmit: (input: PlaybookInput) => void;
  onClose: () => void;
}

const numberFormat = new Intl.NumberFormat('en-US');

export function PlaybookFormDialog({ mode, initial, busy, onSubmit, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = mode === 'create' ? 'Create Playbook' : 'Edit Playbook';
  const overLimit = values.content.length > PLAYBOOK_CONTENT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const output = validateInto(PlaybookInputSchema, values, setErrors);
    if (output === undefined) return;
    onSubmit(output);
  };

  const insertExample = () =>
    setValues((current) => ({
      name: current.name.trim() ? current.name : examplePlaybook.name,
      content: current.content.trim()
        ? `${current.content.trimEnd()}\n${examplePlaybook.content}`
        : examplePlaybook.content,
    }));

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* display: contents keeps the dialog's header/body/footer layout around the form. */}
            <form onSubmit={submit} noValidate aria-label={title} style={{ display: 'contents' }}>
              <Dialog.Header pe="12">
                <Dialog.Title fontFamily="heading" fontSize="2xl" color="brand.900">
                  {title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field.Root invalid={Boolean(errors.name)} required>
                    <Field.Label>
                      Playbook name
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      name="name"
                      value={values.name}
                      onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
                      placeholder="E.g. Standard vendor agreement"
                      bg="white"
                    />
                    <Field.ErrorText>{errors.name}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.content)} required>
                    <Field.Label>
                      Playbook content
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      name="content"
                      value={values.content}
                      onChange={(event) => setValues((current) => ({ ...current, content: event.target.value }))}
                      placeholder={
                        'One position per line, list item or sentence, e.g.\nWe never accept uncapped liability.\nNew York law.'
                      }
                      rows={10}
                      bg="white"
                      fontFamily="mono"
                      fontSize="sm"
                    />
                    <HStack justify="space-between" width="full" align="start" gap="3">
                      <Field.ErrorText>{errors.content}</Field.ErrorText>
                      <Text
                        fontSize="xs"
                        color={overLimit ? 'red.700' : 'inkMuted'}
                        ms="auto"
                        flexShrink={0}
                        aria-live="polite"
                      >
                        {numberFormat.format(values.content.length)} / {numberFormat.format(PLAYBOOK_CONTENT_MAX)}{' '}
                        characters
                      </Text>
                    </HStack>
                  </Field.Root>
                  <Box bg="brand.50" borderWidth="1px" borderColor="brand.100" rounded="lg" p="4">
                    <HStack justify="space-between" mb="3" gap="3" flexWrap="wrap">
                      <Text fontWeight="semibold" color="brand.900">
                        Rules the analyzer checks
                      </Text>
                      <Button size="xs" variant="outline" colorPalette="brand" bg="white" onClick={insertExample}>
                        Insert example
                      </Button>
                    </HStack>
                    <PlaybookRuleGuide />
                  </Box>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} loadingText="Saving...">
                  {mode === 'create' ? 'Create Playbook' : 'Save Changes'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
