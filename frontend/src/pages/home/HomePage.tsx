/** Landing page (docs/product-spec.md section 2): hero, sign-up/sign-in card, features, closing call to action. */
import { Box } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { pageTitle } from '../../app/site-config';
import { StaticMarkup } from '../../app/StaticMarkup';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../features/auth/auth-context';
import { AuthCard, type AuthTab } from './AuthCard';
import { ClosingCallToAction } from './ClosingCallToAction';
import { FeatureCards } from './FeatureCards';
import { HeroSection } from './HeroSection';
import { storedContractRedirect } from './use-resume-stored-contract';

export const SIGN_UP_CARD_ID = 'get-started';

export function HomePage() {
  useDocumentTitle(pageTitle());
  const [resumeTo] = useState(storedContractRedirect);
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>('signup');

  // The main buttons: signed in → the review page; otherwise scroll to the sign-up card.
  const startAnalysis = useCallback(() => {
    if (isSignedIn) {
      navigate('/contract-review');
      return;
    }
    setTab('signup');
    const card = document.getElementById(SIGN_UP_CARD_ID);
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus({ preventScroll: true });
  }, [isSignedIn, navigate]);

  if (resumeTo) return <Navigate to={resumeTo} replace />;

  return (
    <Box>
      <HeroSection onStart={startAnalysis}>
        <AuthCard id={SIGN_UP_CARD_ID} tab={tab} onTabChange={setTab} />
      </HeroSection>
      <StaticMarkup>
        <FeatureCards />
      </StaticMarkup>
      <ClosingCallToAction onStart={startAnalysis} />
    </Box>
  );
}
