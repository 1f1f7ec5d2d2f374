/** Footer: terms, privacy and the provider link, each opened as an external link (docs/product-spec.md section 2). */
import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, PROVIDER_LINK } from '../site-config';
import { StaticMarkup } from '../StaticMarkup';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function SiteFooter() {
  return (
    <Box as="footer" bg="brand.900" color="brand.100" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="8">
        {/* The copyright line stays out: its year is the visitor's, not the build's. */}
        <StaticMarkup>
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap="4"
            justify="space-between"
            align={{ base: 'flex-start', md: 'center' }}
          >
            <Box>
              <Text fontFamily="heading" fontWeight="bold" fontSize="lg" color="white">
                {PRODUCT_NAME}
              </Text>
              <Text fontSize="sm" color="brand.200">
                AI contract review. Not a substitute for legal advice.
              </Text>
            </Box>
            <HStack as="nav" aria-label="Footer" gap="5" flexWrap="wrap" fontSize="sm">
              <Link href="/terms" {...external} color="brand.100" _hover={{ color: 'white' }}>
                Terms of Service
              </Link>
              <Link href="/privacy" {...external} color="brand.100" _hover={{ color: 'white' }}>
                Privacy Policy
              </Link>
              <Link href={PROVIDER_LINK.href} {...external} color="brand.100" _hover={{ color: 'white' }}>
                Provided by {PROVIDER_LINK.label}
              </Link>
            </HStack>
          </Flex>
        </StaticMarkup>
        <Text fontSize="xs" color="brand.300" mt="6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
