/** The logo link: to the review page when signed in, else home; it clears the stored contract. */
import { chakra, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../features/auth/auth-context';
import { clearStoredContract } from '../../lib/stored-contract';
import { PRODUCT_NAME } from '../site-config';

function LogoMark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize="8" aria-hidden="true" flexShrink={0}>
      <rect width="32" height="32" rx="7" fill="#142346" />
      <path d="M20.5 10.2a7.5 7.5 0 1 0 0 11.6" fill="none" stroke="#F4CF97" strokeWidth="3.2" strokeLinecap="round" />
      <path
        d="M14 16.2l2.4 2.4 4.6-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </chakra.svg>
  );
}

export function BrandLogo() {
  const { isSignedIn } = useAuth();
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} rounded="md">
      <RouterLink
        to={isSignedIn ? '/contract-review' : '/'}
        onClick={clearStoredContract}
        aria-label={`${PRODUCT_NAME} home`}
      >
        <HStack gap="2">
          <LogoMark />
          <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="xl" color="brand.800" letterSpacing="tight">
            {PRODUCT_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
