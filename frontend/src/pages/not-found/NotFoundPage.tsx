/**
 * Every undeclared path (docs/product-spec.md section 2). Heading and document title are exactly the spec's, and
 * say 404 once. The server answers such a path with HTTP 404 too (the local static site and
 * CloudFront; shared/spa-routes.ts).
 */
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../app/use-document-title';

export const NOT_FOUND_TITLE = '404 Page Not Found';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="center" textAlign="center">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
          {NOT_FOUND_TITLE}
        </Heading>
        <Text color="inkMuted" fontSize="lg">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
