/**
 * /reset-password, /reset-password/{token}, ?token= and ?email= (docs/product-spec.md sections 2 and 4).
 * States: idle (request form), resetting (token present: checked first, so a used or expired link
 * shows Reset Failed before the form), requested, success, error.
 */
import { Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { resetMessages } from '../../../../shared/messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { checkResetToken } from '../../features/auth/auth-api';
import { AuthStatusPanel } from '../../features/auth/AuthStatusPanel';
import { useSignInDialog } from '../../features/auth/sign-in-dialog-context';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';
import { isUsableResetToken } from './reset-token';

type ResetState = 'idle' | 'resetting' | 'requested' | 'success' | 'error';

export function ResetPasswordPage() {
  useDocumentTitle(pageTitle('Reset password'));
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { openSignIn } = useSignInDialog();
  const urlToken = params.token ?? search.get('token');
  const [token, setToken] = useState(isUsableResetToken(urlToken) ? urlToken : null);
  const [state, setState] = useState<ResetState>(token ? 'resetting' : 'idle');
  // A token that is present but too short is a broken link: say so above the request form.
  const [notice, setNotice] = useState(urlToken && !token ? resetMessages.missingToken : undefined);

  const tryAgain = () => {
    setToken(null);
    setNotice(undefined);
    setState('idle');
    navigate('/reset-password', { replace: true });
  };
  // Checked once per link; a failed check (network) falls through to the form, which reports it.
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => checkResetToken(token!),
    enabled: token !== null,
    retry: false,
  });
  const failed = (
    <AuthStatusPanel
      tone="error"
      title="Reset Failed"
      actions={
        <Button colorPalette="brand" onClick={tryAgain}>
          Try Again
        </Button>
      }
    >
      <Text>{resetMessages.failureScreen}</Text>
    </AuthStatusPanel>
  );

  if (state === 'resetting' && token) {
    // A used or expired link says so at once, before a new password is typed for nothing.
    if (check.isPending) {
      return <AuthStatusPanel tone="progress" title="Checking your reset link" />;
    }
    if (check.data?.valid === false) return failed;
    return <NewPasswordForm token={token} onSuccess={() => setState('success')} onFailure={() => setState('error')} />;
  }
  if (state === 'requested') {
    return (
      <AuthStatusPanel
        tone="info"
        title="Check Your Email"
        actions={
          <Button variant="outline" colorPalette="brand" onClick={() => openSignIn()}>
            Back to Sign In
          </Button>
        }
      >
        <Text>{resetMessages.requestAnswer}</Text>
      </AuthStatusPanel>
    );
  }
  if (state === 'success') {
    return (
      <AuthStatusPanel
        tone="success"
        title="Password Reset Successful"
        actions={
          <Button colorPalette="accent" size="lg" onClick={() => openSignIn()}>
            Sign In
          </Button>
        }
      >
        <Text>{resetMessages.success} You can now sign in with your new password.</Text>
      </AuthStatusPanel>
    );
  }
  if (state === 'error') return failed;
  return (
    <RequestResetForm
      initialEmail={search.get('email') ?? ''}
      notice={notice}
      onRequested={() => setState('requested')}
      onBackToSignIn={() => openSignIn()}
    />
  );
}
