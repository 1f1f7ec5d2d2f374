/**
 * /reset-password, /reset-password/{token}, ?token= and ?email= (spec sections 2 and 4).
 * States: idle (request form), resetting (token present), requested, success, error.
 */
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { resetMessages } from '../../../../shared/messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
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

  if (state === 'resetting' && token) {
    return <NewPasswordForm token={token} onSuccess={() => setState('success')} onFailure={() => setState('error')} />;
  }
  if (state === 'requested') {
    return (
      <AuthStatusPanel tone="info" title="Check Your Email" actions={<Button variant="outline" colorPalette="brand" onClick={() => openSignIn()}>Back to Sign In</Button>}>
        <Text>{resetMessages.requestAnswer}</Text>
      </AuthStatusPanel>
    );
  }
  if (state === 'success') {
    return (
      <AuthStatusPanel tone="success" title="Password Reset Successful" actions={<Button colorPalette="accent" size="lg" onClick={() => openSignIn()}>Sign In</Button>}>
        <Text>{resetMessages.success} You can now sign in with your new password.</Text>
      </AuthStatusPanel>
    );
  }
  if (state === 'error') {
    return (
      <AuthStatusPanel tone="error" title="Reset Failed" actions={<Button colorPalette="brand" onClick={tryAgain}>Try Again</Button>}>
        <Text>{resetMessages.failureScreen}</Text>
      </AuthStatusPanel>
    );
  }
  return (
    <RequestResetForm
      initialEmail={search.get('email') ?? ''}
      notice={notice}
      onRequested={() => setState('requested')}
      onBackToSignIn={() => openSignIn()}
    />
  );
}
