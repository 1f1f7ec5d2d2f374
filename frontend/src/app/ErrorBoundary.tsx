/**
 * One render error must not blank the app: the routed page is wrapped in this boundary,
 * which shows a recoverable error page (Try again re-renders the page, Go to home leaves it) inside
 * the normal header and footer. It resets on navigation. A chunk that fails to load (a deploy
 * replaced the files this tab was started with) is told apart: a reload fetches the new ones.
 */
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changes on navigation: a new page starts without the previous page's error. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

const isChunkLoadError = (error: Error) =>
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console is where a support session looks; no stack ever reaches the page.
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const stale = isChunkLoadError(error);
    return (
      <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
        <Box
          bg="white"
          borderWidth="1px"
          borderColor="brand.100"
          rounded="2xl"
          p={{ base: '6', md: '10' }}
          shadow="sm"
          role="alert"
        >
          <Stack gap="4">
            <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
              Something went wrong
            </Heading>
            <Text color="inkMuted">
              {stale
                ? 'A new version of Clausewise is available. Reload the page to continue.'
                : 'This page hit an unexpected problem. Your contracts and analyses are safe. Try again, or go back to the home page.'}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
              <Button
                colorPalette="accent"
                onClick={() => (stale ? window.location.reload() : this.setState({ error: null }))}
              >
                {stale ? 'Reload page' : 'Try again'}
              </Button>
              <Button variant="outline" colorPalette="brand" onClick={() => window.location.assign('/')}>
                Go to home
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Container>
    );
  }
}
