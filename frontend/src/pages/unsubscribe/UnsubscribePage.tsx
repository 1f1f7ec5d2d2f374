/**
 * /reminders/unsubscribe/:token: the one-click unsubscribe of a reminder email. Opening the link
 * turns that contract's reminders off (no sign-in: the link names one contract and can do nothing
 * else) and offers to turn them back on. Working, done and invalid-link states.
 */
import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { setReminders } from '../../features/key-dates/key-dates-api';
import { ApiError } from '../../lib/api';

export function UnsubscribePage() {
  useDocumentTitle(pageTitle('Reminders'));
  const { token = '' } = useParams();
  const change = useMutation({ mutationFn: (subscribe: boolean) => setReminders(token, subscribe) });
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, even under React's development double effects.
    if (started.current) return;
    started.current = true;
    change.mutate(false);
  }, [change]);

  const result = change.data;
  return (
    <Container maxW="xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
      <Stack gap="4" textAlign="center" align="center" role="status">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          Contract reminders
        </Heading>
        {change.isPending || (!result && !change.isError) ? (
          <>
            <Spinner color="brand.solid" aria-hidden="true" />
            <Text color="inkMuted">Updating your reminders…</Text>
          </>
        ) : change.isError ? (
          <Text color="red.700">
            {change.error instanceof ApiError && change.error.status === 404
              ? keyDateMessages.unsubscribeInvalid
              : keyDateMessages.saveFailed}
          </Text>
        ) : result?.remindersEnabled ? (
          <Text>Reminders for {result.contractTitle} are on again.</Text>
        ) : (
          <>
            <Text>
              Reminders for <strong>{result?.contractTitle}</strong> are off. Your other contracts’ reminders are
              unchanged.
            </Text>
            <Button variant="outline" colorPalette="brand" onClick={() => change.mutate(true)}>
              Turn them back on
            </Button>
          </>
        )}
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to="/key-dates">Go to your key dates</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
