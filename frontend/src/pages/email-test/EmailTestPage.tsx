/**
 * /email-test (docs/product-spec.md sections 2 and 7): SMTP check, general test email and verification email, for
 * administrators only. Everyone else gets the 404 page (the calls answer 404 too), so the tool
 * does not exist for them. The back link goes to /dashboard, which leads to the review page.
 */
import { Box, Button, Container, Heading, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { emailTestMessages as m } from '../../../../shared/payment-messages';
import { pageTitle } from '../../app/site-config';
import { toaster } from '../../app/toaster';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../features/auth/auth-context';
import {
  checkSmtp,
  fetchEmailTestAccess,
  sendTestEmail,
  sendTestVerification,
} from '../../features/payments/email-test-api';
import { ApiError } from '../../lib/api';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { SendTestForm } from './SendTestForm';

function SmtpCheck() {
  const check = useMutation({
    mutationFn: checkSmtp,
    onSuccess: (answer) => toaster.create({ type: 'success', title: answer.status, description: answer.detail }),
    onError: (err) =>
      toaster.create({
        type: 'error',
        title: m.smtpFailed,
        description: err instanceof ApiError && err.serverMessage ? err.serverMessage : undefined,
      }),
  });
  return (
    <Stack gap="4" align="start">
      <Text color="inkMuted">
        Checks that the mail service (SES) is reachable with the deployed configuration. No email is sent.
      </Text>
      <Button colorPalette="brand" onClick={() => check.mutate()} loading={check.isPending}>
        Check SMTP Connection
      </Button>
      {check.isSuccess && (
        <Text role="status" color="green.700" data-testid="smtp-result">
          {check.data.status}
          {check.data.detail ? ` — ${check.data.detail}` : ''}
        </Text>
      )}
      {check.isError && (
        <Text role="alert" color="red.700" data-testid="smtp-result">
          {m.smtpFailed}
        </Text>
      )}
    </Stack>
  );
}

function EmailTestTool() {
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Button asChild variant="ghost" colorPalette="brand" size="sm" mb="6" ms="-2">
        <RouterLink to="/dashboard">← {m.backToDashboard}</RouterLink>
      </Button>
      <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900" mb="6">
        {m.title}
      </Heading>
      <Box bg="white" borderWidth="1px" borderColor="brand.100" rounded="2xl" p={{ base: '5', md: '8' }}>
        <Tabs.Root defaultValue="smtp" lazyMount>
          <Tabs.List mb="6">
            <Tabs.Trigger value="smtp">{m.smtpTab}</Tabs.Trigger>
            <Tabs.Trigger value="general">{m.generalTab}</Tabs.Trigger>
            <Tabs.Trigger value="verification">{m.verificationTab}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="smtp">
            <SmtpCheck />
          </Tabs.Content>
          <Tabs.Content value="general">
            <SendTestForm kind="general" send={sendTestEmail} />
          </Tabs.Content>
          <Tabs.Content value="verification">
            <SendTestForm kind="verification" send={sendTestVerification} />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Container>
  );
}

export function EmailTestPage() {
  useDocumentTitle(pageTitle(m.title));
  const { isLoading, isSignedIn, status } = useAuth();
  const access = useQuery({
    // Keyed on the account: signing in as someone else asks again.
    queryKey: ['email-test-access', status.email],
    queryFn: fetchEmailTestAccess,
    enabled: !isLoading && isSignedIn,
  });
  if (isLoading || (isSignedIn && access.isPending)) {
    return <Spinner size="lg" color="brand.solid" aria-label="Loading" display="block" mx="auto" my="24" />;
  }
  if (!isSignedIn || access.data !== true) return <NotFoundPage />;
  return <EmailTestTool />;
}
