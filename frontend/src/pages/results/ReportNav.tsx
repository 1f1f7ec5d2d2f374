/**
 * The report's section navigation, always in view: a side rail beside the report from
 * 1024 px, a row of chips under the header on narrower screens. The section on screen is marked
 * (aria-current) as the reader scrolls.
 */
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export interface NavSection {
  id: string;
  label: string;
  count?: number;
}

function useSectionInView(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const key = ids.join(',');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) visible.set(e.target.id, e.isIntersecting ? e.boundingClientRect.top : Infinity);
        const top = [...visible.entries()].filter(([, y]) => y !== Infinity).sort((a, b) => a[1] - b[1])[0];
        if (top) setCurrent(top[0]);
      },
      { rootMargin: '-120px 0px -55% 0px' },
    );
    for (const id of key.split(',')) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);
  return current;
}

/** Phone and tablet: chips that stay under the sticky header (place it outside the report grid). */
export function ReportNavChips({ sections }: { sections: NavSection[] }) {
  const current = useSectionInView(sections.map((s) => s.id));
  return (
    <Box
      as="nav"
      aria-label="Report sections"
      hideFrom="lg"
      position="sticky"
      top="16"
      zIndex="docked"
      bg="canvas"
      mx={{ base: '-4', md: '-6' }}
      mb="4"
      px={{ base: '4', md: '6' }}
      py="2"
      borderBottomWidth="1px"
      borderColor="brand.100"
      overflowX="auto"
      css={{ scrollbarWidth: 'none' }}
    >
      <Stack as="ul" direction="row" gap="2" listStyleType="none" ps="0" m="0" w="max-content">
        {sections.map((s) => (
          <Box as="li" key={s.id}>
            <Link
              href={`#${s.id}`}
              aria-current={current === s.id ? 'location' : undefined}
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              px="3"
              py="1.5"
              minH="9"
              rounded="full"
              borderWidth="1px"
              borderColor={current === s.id ? 'brand.600' : 'brand.200'}
              bg={current === s.id ? 'brand.700' : 'white'}
              color={current === s.id ? 'white' : 'brand.800'}
              fontSize="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              textDecoration="none"
              _hover={{ textDecoration: 'none' }}
            >
              {s.label}
              {s.count !== undefined && <Count value={s.count} inverted={current === s.id} />}
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** Desktop: a rail beside the report (the first column of the report grid). */
export function ReportNavRail({ sections }: { sections: NavSection[] }) {
  const current = useSectionInView(sections.map((s) => s.id));
  return (
    <Box as="nav" aria-label="Report sections" hideBelow="lg" position="sticky" top="24">
      <Text
        fontSize="xs"
        fontWeight="semibold"
        color="inkMuted"
        textTransform="uppercase"
        letterSpacing="wider"
        mb="2"
        ps="3"
      >
        On this page
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none" ps="0" m="0">
        {sections.map((s) => (
          <Box as="li" key={s.id}>
            <Link
              href={`#${s.id}`}
              aria-current={current === s.id ? 'location' : undefined}
              display="flex"
              justifyContent="space-between"
              alignItems="center"
              gap="2"
              px="3"
              py="2"
              rounded="md"
              borderStartWidth="3px"
              borderColor={current === s.id ? 'accent.500' : 'transparent'}
              bg={current === s.id ? 'white' : 'transparent'}
              color="brand.800"
              fontWeight={current === s.id ? 'semibold' : 'normal'}
              fontSize="sm"
              textDecoration="none"
              _hover={{ bg: 'white', textDecoration: 'none' }}
            >
              {s.label}
              {s.count !== undefined && <Count value={s.count} />}
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function Count({ value, inverted = false }: { value: number; inverted?: boolean }) {
  return (
    <Text
      as="span"
      fontSize="xs"
      fontWeight="semibold"
      px="1.5"
      rounded="full"
      bg={inverted ? 'whiteAlpha.300' : 'brand.100'}
      color={inverted ? 'white' : 'brand.800'}
    >
      {value}
    </Text>
  );
}
