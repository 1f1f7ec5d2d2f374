/**
 * /payment-success?session_id= (docs/product-spec.md sections 2, 4 and 8): Processing Payment, then Payment
 * Successful (amount, status, package, credits added, the account box) or Payment Verification
 * Issue. Refresh Status always; Fix Credits while the credits have not visibly increased. Without a
 * session id: the toast Invalid payment session. and on to /pricing.
 */
import { Button, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paymentMessages as m } from '../../../../shared/payment-messages';
import { pageTitle } from '../../app/site-config';
import { whenToasterReady } from '../../app/flash-toast';
import { toaster } from '../../app/toaster';
import { useDocumentTitle } from '../../app/use-document-title';
import { usePaymentResult } from '../../features/payments/use-payment-result';
import { PaymentDetails } from './PaymentDetails';
import { PaymentPanel } from './PaymentPanel';

function MissingSession() {
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    // Right after a full page load the toaster may still be mounting; the redirect must not cancel it.
    whenToasterReady(() => toaster.create({ type: 'error', title: m.invalidSession }));
  }, []);
  return <Navigate to="/pricing" replace />;
}

export function PaymentSuccessPage() {
  useDocumentTitle(pageTitle('Payment'));
  const [search] = useSearchParams();
  const sessionId = search.get('session_id')?.trim() || null;
  const result = usePaymentResult(sessionId);
  const navigate = useNavigate();

  if (!sessionId) return <MissingSession />;

  const refreshButton = (
    <Button variant="outline" colorPalette="brand" onClick={result.refresh} loading={result.refreshing}>
      {m.refreshStatus}
    </Button>
  );
  const fixButton = (
    <Button variant="outline" colorPalette="accent" onClick={result.fix} loading={result.fixing}>
      {m.fixCredits}
    </Button>
  );
  const dashboardButton = (
    <Button variant="ghost" colorPalette="brand" onClick={() => navigate('/')}>
      {m.goToDashboard}
    </Button>
  );

  if (result.status.isPending) {
    return (
      <PaymentPanel tone="progress" title={m.processingTitle}>
        <Text>{m.processingBody}</Text>
      </PaymentPanel>
    );
  }
  if (result.status.isError || !result.status.data) {
    return (
      <PaymentPanel
        tone="error"
        title={m.verificationIssueTitle}
        actions={
          <>
            {refreshButton}
            {fixButton}
            {dashboardButton}
          </>
        }
      >
        <Text>{result.errorMessage ?? m.verifyFailedFallback}</Text>
      </PaymentPanel>
    );
  }

  const payment = result.status.data;
  return (
    <PaymentPanel
      // Paid, but the credits are not on the balance yet (a lost webhook): not a green tick.
      tone={result.added ? 'success' : 'pending'}
      title={m.successTitle}
      actions={
        <>
          <Button colorPalette="accent" onClick={() => navigate('/contract-review')}>
            {m.startAnalyzing}
          </Button>
          {refreshButton}
          {!result.added && fixButton}
          {dashboardButton}
        </>
      }
    >
      <PaymentDetails payment={payment} added={result.added} />
    </PaymentPanel>
  );
}
