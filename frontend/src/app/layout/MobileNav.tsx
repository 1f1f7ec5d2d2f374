/**
 * Below the md breakpoint the header links move into a drawer with the same entries. The button
 * is in the first load; the drawer (Chakra's dialog machine and focus trap) is fetched on the
 * first tap, or when the button is first pointed at or focused, so it is usually there already.
 */
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from './nav-links';

const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

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
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={button}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        colorPalette="brand"
        color="brand.800"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            links={links}
            footer={footer}
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={() => button.current}
          />
        </Suspense>
      )}
    </>
  );
}
