/** The loading page's dead ends, each with a way out: failed, not found, or taking too long. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { loadingMessages as m } from '../../../../shared/review-messages';

interface Props {
  title: string;
  message: string;
  onTryAgain?: () => void;
  tryAgainLabel?: string;
}

export function AnalysisProblem({ title, message, onTryAgain, tryAgainLabel = m.tryAgain }: Props) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="red.200"
      rounded="2xl"
      p={{ base: '6', md: '10' }}
      shadow="sm"
      role="alert"
    >
      <Stack gap="4">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          {title}
        </Heading>
        <Text color="inkMuted" data-testid="analysis-problem-message">
          {message}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          <Button asChild colorPalette="accent">
            <RouterLink to="/contract-review">{m.backToReview}</RouterLink>
          </Button>
          {onTryAgain && (
            <Button variant="outline" colorPalette="brand" onClick={onTryAgain}>
              {tryAgainLabel}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
