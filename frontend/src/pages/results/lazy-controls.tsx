/**
 * The results page's menu, dialogs and drawer, loaded once the report is on screen: their code and
 * Chakra's menu, dialog and positioning code (the `overlay-ui` chunk, frontend/vite.config.ts) are
 * not needed for the report's first paint (docs/decisions/269-prerendered-review-and-results-shells.md).
 * Until a control's code is there its button is drawn the same, disabled and busy.
 */
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useAfterPaint } from '../../lib/use-after-paint';
import { redlineMessages } from '../../../../shared/redline-messages';
import { resultsMessages as m } from '../../../../shared/results-messages';
import { DownloadIcon } from './DownloadIcon';

const DownloadMenu = lazy(() => import('./DownloadMenu').then((mod) => ({ default: mod.DownloadMenu })));
const RedlineAction = lazy(() =>
  import('../../features/redline/RedlineAction').then((mod) => ({ default: mod.RedlineAction })),
);
const DeleteContractDialog = lazy(() =>
  import('../../features/contracts/DeleteContractDialog').then((mod) => ({ default: mod.DeleteContractDialog })),
);
export const SignInDialog = lazy(() =>
  import('../../features/auth/SignInDialog').then((mod) => ({ default: mod.SignInDialog })),
);
const ContractTextDrawer = lazy(() =>
  import('./ContractTextDrawer').then((mod) => ({ default: mod.ContractTextDrawer })),
);

// Each control waits for the paint itself: a state of the page's would render the whole report again.

/** The button a control shows while its code loads: the same label and look, not yet usable. */
function Pending({ children, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button size="sm" disabled aria-busy="true" {...props}>
      {children}
    </Button>
  );
}

/** A lazy control once the report is painted; its pending button until then and while its code loads. */
function AfterPaint({ pending, children }: { pending: ReactNode; children: ReactNode }) {
  const ready = useAfterPaint();
  return ready ? <Suspense fallback={pending}>{children}</Suspense> : pending;
}

export function LazyDownloadMenu({ contractId }: { contractId: string }) {
  return (
    <AfterPaint
      pending={
        <Pending colorPalette="accent">
          <DownloadIcon />
          {m.downloadMenu}
        </Pending>
      }
    >
      <DownloadMenu contractId={contractId} />
    </AfterPaint>
  );
}

export function LazyRedlineAction(props: ComponentProps<typeof RedlineAction>) {
  return (
    <AfterPaint
      pending={
        <Pending variant="outline" colorPalette="brand">
          {redlineMessages.generateRedline}
        </Pending>
      }
    >
      <RedlineAction {...props} />
    </AfterPaint>
  );
}

/** Mounted once the report (`shown`) is painted, so that Delete Contract opens it at once. */
export function LazyDeleteContractDialog({
  shown,
  ...props
}: ComponentProps<typeof DeleteContractDialog> & { shown: boolean }) {
  const ready = useAfterPaint(shown);
  // Asked for before its code arrived (the link is shown with the report), it opens when it does.
  if (!ready && props.name === null) return null;
  return (
    <Suspense fallback={null}>
      <DeleteContractDialog {...props} />
    </Suspense>
  );
}

/** The contract-text drawer, mounted once the report is painted; a citation asked for before opens it when it arrives. */
export function LazyContractTextDrawer(props: ComponentProps<typeof ContractTextDrawer>) {
  const ready = useAfterPaint();
  if (!ready && props.citation === null) return null;
  return (
    <Suspense fallback={null}>
      <ContractTextDrawer {...props} />
    </Suspense>
  );
}
