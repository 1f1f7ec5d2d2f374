/**
 * The personal calendar feed: a secret URL Outlook, Google or Apple Calendar subscribe to. It is
 * shown once, when created (only its hash is kept); replacing it or turning it off stops the old one.
 */
import { Box, Button, Card, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useCopyToClipboard } from '../../features/analysis/use-copy-to-clipboard';
import { useAuth } from '../../features/auth/auth-context';
import { formatDate } from '../../features/key-dates/format';
import { useCalendarFeed } from '../../features/key-dates/use-key-dates';

export function CalendarFeedCard() {
  const { isSignedIn } = useAuth();
  const { status, create, revoke } = useCalendarFeed(isSignedIn);
  const { state: copyState, copy } = useCopyToClipboard();
  const url = create.data?.url;
  const active = status.data?.active ?? false;

  return (
    <Card.Root
      as="section"
      aria-labelledby="calendar-feed-title"
      bg="white"
      borderColor="brand.100"
      rounded="xl"
      w={{ base: 'full', lg: '80' }}
      flexShrink={0}
    >
      <Card.Body gap="3">
        <Text as="h2" id="calendar-feed-title" fontWeight="semibold" fontSize="lg" color="brand.900">
          Calendar feed
        </Text>
        <Text fontSize="sm" color="inkMuted">
          Subscribe to your key dates from Outlook, Google Calendar or Apple Calendar. The link is private: anyone who
          has it can see your dates.
        </Text>
        {status.isPending ? (
          <Text fontSize="sm" color="inkMuted">
            Checking your feed…
          </Text>
        ) : status.isError ? (
          <Text fontSize="sm" color="red.700" role="alert">
            The feed status could not be loaded.
          </Text>
        ) : url ? (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              Your feed URL (shown only now):
            </Text>
            <Box bg="gray.50" borderWidth="1px" rounded="md" p="2">
              <Code fontSize="xs" wordBreak="break-all" bg="transparent" data-testid="calendar-feed-url">
                {url}
              </Code>
            </Box>
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void copy(url)}>
              {copyState === 'copied'
                ? 'Copied'
                : copyState === 'failed'
                  ? 'Copy failed: select the link'
                  : 'Copy link'}
            </Button>
            <Text fontSize="xs" color="inkMuted">
              In Google Calendar: Other calendars, From URL. In Outlook: Add calendar, Subscribe from web.
            </Text>
          </Stack>
        ) : active ? (
          <Text fontSize="sm">
            A feed is on since {formatDate(status.data!.createdAt!.slice(0, 10))}. Its link was shown when you created
            it; create a new one if you lost it.
          </Text>
        ) : (
          <Text fontSize="sm">No feed yet.</Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => create.mutate()}
            loading={create.isPending}
            disabled={status.isPending}
          >
            {active || url ? 'Replace link' : 'Create feed link'}
          </Button>
          {(active || url) && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => revoke.mutate()}
              loading={revoke.isPending}
            >
              Turn off
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
