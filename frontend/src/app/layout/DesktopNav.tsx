import { HStack, Link } from '@chakra-ui/react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { clearStoredContract } from '../../lib/stored-contract';
import type { NavLink } from './nav-links';

export function DesktopNav({ links }: { links: NavLink[] }) {
  return (
    <HStack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            asChild
            // Seven links and the account menu share 768 px: tighter and smaller until there is room.
            px={{ base: '3', md: '2', xl: '3' }}
            py="2"
            rounded="md"
            fontSize={{ md: 'sm', xl: 'md' }}
            whiteSpace={{ md: 'normal', lg: 'nowrap' }}
            fontWeight="medium"
            color="brand.800"
            _hover={{ bg: 'brand.50', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { bg: 'brand.50', color: 'brand.700', fontWeight: 'semibold' } }}
          >
            <RouterNavLink to={link.to} end onClick={link.clearsStoredContract ? clearStoredContract : undefined}>
              {link.label}
            </RouterNavLink>
          </Link>
        </li>
      ))}
    </HStack>
  );
}
