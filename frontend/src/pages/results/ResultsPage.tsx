/**
 * /results/{contractId} (docs/product-spec.md sections 2, 3 and 8): the analysis report, or the state that stands
 * in its way — session check, signed out (sign-in dialog), loading, load failure with Retry, not
 * found (unknown id or another user's contract: the server answers 404 and no data), still
 * running (link to the loading page), failed, or an unparseable analysis (raw text).
 */
import { Box, Button, Container, Spinner } from '@chakra-ui/react';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { resultsMessages as m } from '../../../../shared/results-messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../features/auth/auth-context';
import { toReportView } from '../../features/analysis/report-view';
import { useAnalysisResult, type AnalysisResultState } from '../../features/analysis/use-analysis-result';
import { useDeleteContract } from '../../features/contracts/use-delete-contract';
import { LazyDeleteContractDialog, LazyDownloadMenu, LazyRedlineAction, SignInDialog } from './lazy-controls';
import { RawAnalysis } from './RawAnalysis';
import { ResultsProblem } from './ResultsProblem';
import { ResultsToolbar } from './ResultsToolbar';
import { StructuredReport } from './StructuredReport';

export function ResultsPage() {
  const { contractId = '' } = useParams();
  const { isLoading: checkingSession, isSignedIn } = useAuth();
  // Asked for while the session is still being checked, not after: the report does not wait for
  // two round trips in a row. A visitor without a session gets 401, which is the signed-out state.
  const state = useAnalysisResult(contractId, isSignedIn || checkingSession);
  // The report is the longest render of the page: as a transition, which React renders in slices
  // with the browser getting turns in between, instead of one long task; the spinner stays until it is done.
  const completed = useDeferredValue(state.kind === 'completed' ? state.result : undefined);
  const view = useMemo(() => (completed ? toReportView(completed.analysis) : undefined), [completed]);
  const snapshot =
    view?.kind === 'structured' ? view.analysis.dashboard_executive_summary.contract_snapshot : undefined;
  const subtitle = snapshot
    ? [snapshot.title_type, snapshot.parties.join(' · ')].filter(Boolean).join(' — ')
    : undefined;
  useDocumentTitle(pageTitle(snapshot?.title_type ? `${m.title}: ${snapshot.title_type}` : m.title));

  const signedOut = !checkingSession && (!isSignedIn || state.kind === 'signedOut');
  const navigate = useNavigate();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const removal = useDeleteContract(() => navigate('/library'));
  // A finished review (completed, or failed) can be deleted; one still running cannot.
  const deletable = Boolean(completed) || state.kind === 'failed';
  // Loading, or loaded with the report still rendering.
  const loading = state.kind === 'loading' || (state.kind === 'completed' && !completed);
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <ResultsToolbar
        subtitle={subtitle}
        busy={checkingSession || (!signedOut && loading)}
        playbook={completed ? (completed.playbook?.name ?? null) : undefined}
        onDelete={deletable ? () => setConfirmingDelete(true) : undefined}
        download={completed ? <LazyDownloadMenu contractId={contractId} /> : undefined}
        redline={
          completed ? (
            <LazyRedlineAction
              place="results"
              contractId={contractId}
              stored={completed.redlineMetadata}
              variant="outline"
              colorPalette="brand"
              size="sm"
            />
          ) : undefined
        }
        keyDates={
          completed ? (
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <RouterLink to={`/key-dates/${contractId}`}>Key dates &amp; audit</RouterLink>
            </Button>
          ) : undefined
        }
      />
      {checkingSession ? (
        <Busy label={m.checkingSession} />
      ) : signedOut ? (
        <SignedOutGate />
      ) : view ? (
        view.kind === 'structured' ? (
          <StructuredReport analysis={view.analysis} contractText={completed?.contractText} contractId={contractId} />
        ) : (
          <RawAnalysis text={view.text} />
        )
      ) : (
        <StateCard state={state} contractId={contractId} />
      )}
      <LazyDeleteContractDialog
        shown={deletable}
        name={confirmingDelete ? snapshot?.title_type || m.title : null}
        busy={removal.isPending}
        onConfirm={() => removal.mutate(contractId)}
        onClose={() => setConfirmingDelete(false)}
      />
    </Container>
  );
}

function StateCard({ state, contractId }: { state: AnalysisResultState; contractId: string }) {
  switch (state.kind) {
    case 'error':
      return (
        <ResultsProblem message={m.loadFailed}>
          <Button colorPalette="brand" onClick={state.retry} loading={state.retrying}>
            {m.retry}
          </Button>
        </ResultsProblem>
      );
    case 'notFound':
      return (
        <ResultsProblem title={m.notFoundTitle} message={m.notFoundBody}>
          <Button asChild colorPalette="brand">
            <RouterLink to="/contract-review">{m.backToReview}</RouterLink>
          </Button>
        </ResultsProblem>
      );
    case 'running':
      return (
        <ResultsProblem tone="info" title={m.pendingTitle} message={m.pendingBody}>
          <Button asChild colorPalette="brand">
            <RouterLink to={`/loading/${encodeURIComponent(contractId)}`}>{m.viewProgress}</RouterLink>
          </Button>
        </ResultsProblem>
      );
    case 'failed':
      return (
        <ResultsProblem title={m.failedTitle} message={state.message ?? m.loadFailed}>
          <Button asChild colorPalette="brand">
            <RouterLink to="/contract-review">{m.backToReview}</RouterLink>
          </Button>
        </ResultsProblem>
      );
    default:
      return <Busy label={m.loading} />;
  }
}

function Busy({ label }: { label: string }) {
  return (
    <Box py="16" textAlign="center">
      <Spinner size="lg" color="brand.solid" aria-label={label} />
    </Box>
  );
}

function SignedOutGate() {
  const [open, setOpen] = useState(true);
  const { pathname, search } = useLocation();
  return (
    <ResultsProblem tone="info" message={m.signInPrompt}>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        {m.signIn}
      </Button>
      <Suspense fallback={null}>
        <SignInDialog open={open} onOpenChange={setOpen} returnTo={`${pathname}${search}`} />
      </Suspense>
    </ResultsProblem>
  );
}
