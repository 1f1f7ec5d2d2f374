/**
 * The landing page's tabbed card: "signup" and "signin". After an "already exists" answer or
 * "Already Verified? Sign In" it switches to signin with the email pre-filled. Signed-in visitors
 * get a shortcut to the review page instead.
 */
import { Button, Card, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SignInForm } from '../../features/auth/SignInForm';
import { SignUpForm } from '../../features/auth/SignUpForm';
import { SignUpSuccess } from '../../features/auth/SignUpSuccess';
import { useAuth } from '../../features/auth/auth-context';

export type AuthTab = 'signup' | 'signin';

interface Props {
  id: string;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
}

export function AuthCard({ id, tab, onTabChange }: Props) {
  const { isSignedIn, status } = useAuth();
  const navigate = useNavigate();
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  const [signInEmail, setSignInEmail] = useState('');

  const goToSignIn = (email: string) => {
    setSignInEmail(email);
    onTabChange('signin');
  };

  if (isSignedIn) {
    return (
      <Card.Root id={id} bg="white" shadow="xl" rounded="2xl">
        <Card.Body gap="4">
          <Heading as="h2" fontFamily="heading" fontSize="2xl" color="brand.900">
            Welcome back, {status.firstName}
          </Heading>
          <Text color="inkMuted">Paste or upload a contract and get your report in about 30 seconds.</Text>
          <Button colorPalette="accent" size="lg" onClick={() => navigate('/contract-review')}>
            Analyse a contract
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Card.Root id={id} bg="white" shadow="xl" rounded="2xl" scrollMarginTop="24">
      <Card.Body p={{ base: '5', md: '7' }}>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => onTabChange(details.value as AuthTab)}
          variant="enclosed"
          fitted
        >
          <Tabs.List mb="6">
            <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
            <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signup" p="0">
            {createdEmail ? (
              <SignUpSuccess email={createdEmail} onSignIn={() => goToSignIn(createdEmail)} />
            ) : (
              <Stack gap="5">
                <Stack gap="1">
                  <Heading as="h2" fontFamily="heading" fontSize="2xl" color="brand.900">
                    Start with a free analysis
                  </Heading>
                  <Text color="inkMuted" fontSize="sm">
                    No credit card required.
                  </Text>
                </Stack>
                <SignUpForm onCreated={setCreatedEmail} onAccountExists={goToSignIn} />
              </Stack>
            )}
          </Tabs.Content>
          <Tabs.Content value="signin" p="0">
            <Stack gap="5">
              <Heading as="h2" fontFamily="heading" fontSize="2xl" color="brand.900">
                Welcome back
              </Heading>
              <SignInForm key={signInEmail} initialEmail={signInEmail} />
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
