/** Below the md breakpoint the header links move into a drawer with the same entries. */
import { CloseButton, Drawer, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { clearStoredContract } from '../../lib/stored-contract';
import type { NavLink } from './nav-links';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface Props {
  links: NavLink[];
  /** Account block or sign-in action, shown under the links. */
  footer: (close: () => void) => ReactNode;
}

export function MobileNav({ links, footer }: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" colorPalette="brand" color="brand.800">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title fontFamily="heading">Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Mobile">
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {links.map((link) => (
                    <li key={link.to}>
                      <Link asChild display="block" px="3" py="3" rounded="md" fontWeight="medium" color="brand.800" _hover={{ bg: 'brand.50' }}>
                        <RouterNavLink
                          to={link.to}
                          end
                          onClick={() => {
                            if (link.clearsStoredContract) clearStoredContract();
                            close();
                          }}
                        >
                          {link.label}
                        </RouterNavLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </nav>
              <Stack mt="6">{footer(close)}</Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
