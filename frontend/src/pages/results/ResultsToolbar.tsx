/**
 * The results page's top: breadcrumb to the library, the h1, and the actions (Back to Library,
 * Analyse New Contract, Download Analysis, Generate Redline, Delete Contract), and the playbook
 * the review applied.
 */
import { Breadcrumb, Button, Heading, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { contractDeletionMessages } from '../../../../shared/account-messages';
import { resultsMessages as m } from '../../../../shared/results-messages';
import { clearStoredContract } from '../../lib/stored-contract';

interface Props {
  subtitle?: string;
  /** The download menu, shown only for a completed analysis. */
  download?: ReactNode;
  /** Generate Redline (features/redline), shown only for a completed analysis. */
  redline?: ReactNode;
  /** The contract's key dates and audit trail, shown only for a completed analysis. */
  keyDates?: ReactNode;
  /** The analysis is still loading: the subtitle's place is kept. */
  busy?: boolean;
  /** The playbook the review applied (null: none); undefined while unknown. */
  playbook?: string | null;
  /** Delete Contract, shown for a contract the user owns and may delete. */
  onDelete?: () => void;
}

export function ResultsToolbar({ subtitle, download, redline, keyDates, busy = false, playbook, onDelete }: Props) {
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
      {/* One row from 1024 px: the title block shrinks (its subtitle is cut to one line), the actions do not wrap. */}
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', lg: 'center' }}
        gap={{ base: '4', lg: '6' }}
      >
        <Stack gap="1" minW="0" flex="1">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
            {m.title}
          </Heading>
          {subtitle === undefined && busy ? (
            // The subtitle's place, and the playbook line's below it, kept while the analysis loads so
            // the actions below do not move when they arrive: on a phone a contract's title and parties
            // take two lines (the page's first paint is this state, decision 269).
            <>
              <Skeleton h={{ base: '10', md: '6' }} w={{ base: '85%', lg: '40%' }} aria-hidden="true" />
              <Skeleton h="5" w={{ base: '45%', lg: '20%' }} aria-hidden="true" />
            </>
          ) : (
            subtitle && (
              <Text
                color="inkMuted"
                fontSize={{ base: 'sm', md: 'md' }}
                overflowWrap="anywhere"
                lineClamp={{ lg: 1 }}
                title={subtitle}
              >
                {subtitle}
              </Text>
            )
          )}
          {(playbook !== undefined || onDelete) && (
            // The playbook applied, and the destructive action kept out of the main row.
            <HStack gap="3" flexWrap="wrap" fontSize="sm">
              {playbook !== undefined && (
                <Text color="inkMuted" data-testid="results-playbook" overflowWrap="anywhere">
                  {m.playbookLabel}{' '}
                  <Text as="span" color="brand.900" fontWeight="medium">
                    {playbook ?? m.noPlaybook}
                  </Text>
                </Text>
              )}
              {onDelete && (
                <Button
                  variant="plain"
                  colorPalette="red"
                  size="xs"
                  px="0"
                  h="auto"
                  onClick={onDelete}
                  textDecoration="underline"
                >
                  {contractDeletionMessages.deleteContract}
                </Button>
              )}
            </HStack>
          )}
        </Stack>
        <Wrap
          gap="2"
          justify={{ base: 'flex-start', lg: 'flex-end' }}
          flexWrap={{ base: 'wrap', lg: 'nowrap' }}
          flexShrink={0}
        >
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <RouterLink to="/library">
              <span aria-hidden="true">←</span>
              {m.backToLibrary}
            </RouterLink>
          </Button>
          <Button variant="outline" colorPalette="brand" size="sm" onClick={analyseNew}>
            {m.analyseNew}
          </Button>
          {download}
          {redline}
          {keyDates}
        </Wrap>
      </Stack>
    </Stack>
  );
}
