/**
 * The results page's top: breadcrumb to the library, the h1, and the actions (Back to Library,
 * Analyse New Contract, Download Analysis, Generate Redline).
 */
import { Breadcrumb, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { resultsMessages as m } from '../../../../shared/results-messages';
import { clearStoredContract } from '../../lib/stored-contract';

interface Props {
  subtitle?: string;
  /** The download menu, shown only for a completed analysis. */
  download?: ReactNode;
  /** Generate Redline (features/redline), shown only for a completed analysis. */
  redline?: ReactNode;
}

export function ResultsToolbar({ subtitle, download, redline }: Props) {
  const navigate = useNavigate();
  const analyseNew = () => {
    clearStoredContract();
    navigate('/contract-review');
  };
  return (
    <Stack gap="4" mb={{ base: '6', md: '8' }}>
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild color="brand.700">
              <RouterLink to="/library">{m.breadcrumbLibrary}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{m.breadcrumbCurrent}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', lg: 'flex-end' }}
        gap="4"
      >
        <Stack gap="1" minW="0">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} color="brand.900">
            {m.title}
          </Heading>
          {subtitle && (
            <Text color="inkMuted" fontSize={{ base: 'sm', md: 'md' }} overflowWrap="anywhere">
              {subtitle}
            </Text>
          )}
        </Stack>
        <Wrap gap="2" justify={{ base: 'flex-start', lg: 'flex-end' }}>
          <Button asChild variant="outline" colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
            <RouterLink to="/library">
              <span aria-hidden="true">←</span>
              {m.backToLibrary}
            </RouterLink>
          </Button>
          <Button variant="outline" colorPalette="brand" size={{ base: 'sm', md: 'md' }} onClick={analyseNew}>
            {m.analyseNew}
          </Button>
          {download}
          {redline}
        </Wrap>
      </Stack>
    </Stack>
  );
}
