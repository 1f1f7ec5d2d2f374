/** /user-guide (docs/product-spec.md section 2): the help guide for signed-in users, with a table of contents. */
import { Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { GuideSectionView } from './GuideSectionView';
import { GuideToc } from './GuideToc';
import { guideSections } from './guide-content';

export function UserGuidePage() {
  useDocumentTitle(pageTitle('User Guide'));
  return (
    <RequireSignIn>
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Stack gap="2" mb="8">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
            User Guide
          </Heading>
          <Text color="inkMuted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
            Everything you need to review contracts with Clausewise: from your first analysis to playbooks, reports and
            your library.
          </Text>
        </Stack>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' }}
          gap={{ base: '6', lg: '10' }}
          alignItems="start"
        >
          <GuideToc sections={guideSections} />
          <Stack gap="6">
            {guideSections.map((section) => (
              <GuideSectionView key={section.id} section={section} />
            ))}
          </Stack>
        </Grid>
      </Container>
    </RequireSignIn>
  );
}
