/** The mobile menu's drawer (lazy, see MobileNav.tsx): the header links and the account block. */
import { CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { clearStoredContract } from '../../lib/stored-contract';
import type { NavLink } from './nav-links';

interface Props {
  links: NavLink[];
  footer: (close: () => void) => ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to the menu button when the drawer closes. */
  finalFocusEl: () => HTMLElement | null;
}

export function MobileNavDrawer({ links, footer, open, onOpenChange, finalFocusEl }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="xs"
      finalFocusEl={finalFocusEl}
    >
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
                      <Link
                        asChild
                        display="block"
                        px="3"
                        py="3"
                        rounded="md"
                        fontWeight="medium"
                        color="brand.800"
                        _hover={{ bg: 'brand.50' }}
                      >
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
