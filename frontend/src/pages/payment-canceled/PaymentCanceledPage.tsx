/** /payment-canceled (docs/product-spec.md section 2): nothing was charged; back to /pricing. */
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paymentMessages as m } from '../../../../shared/payment-messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthStatusPanel } from '../../features/auth/AuthStatusPanel';

export function PaymentCanceledPage() {
  useDocumentTitle(pageTitle(m.canceledTitle));
  return (
    <AuthStatusPanel
      tone="canceled"
      title={m.canceledTitle}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to="/pricing">{m.backToPricing}</RouterLink>
        </Button>
      }
    >
      <Text>{m.canceledBody}</Text>
    </AuthStatusPanel>
  );
}
