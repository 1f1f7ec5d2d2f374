/** A report section: a white card with an h2 heading (headings stay in order: h1 page, h2 section, h3 item). */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

export function ReportSection({ id, title, description, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="2xl"
      p={{ base: '4', md: '7' }}
      shadow="xs"
      scrollMarginTop={{ base: '32', lg: '24' }}
    >
      <Stack gap="1" mb="5">
        <Heading as="h2" id={headingId} fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900">
          {title}
        </Heading>
        {description && (
          <Text color="inkMuted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}

/** A muted line for an empty list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text color="inkMuted" fontSize="sm" py="2">
      {children}
    </Text>
  );
}

/** A clause reference ("Section 4 (Indemnification)"): tag-like, but wraps when long (no overflow at 390 px). */
export function ReferenceTag({ children }: { children: ReactNode }) {
  return (
    <Text
      as="span"
      display="inline-block"
      fontSize="xs"
      lineHeight="1.5"
      color="inkMuted"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="sm"
      px="1.5"
      maxW="100%"
      overflowWrap="anywhere"
    >
      {children}
    </Text>
  );
}
