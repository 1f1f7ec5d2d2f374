/**
 * /loading/{contractId} (docs/product-spec.md sections 2 and 4): simulated progress and typewriter status while the
 * analysis is polled every 3 seconds; on completion, Analysis Complete, the completed flag, and
 * /results/{id} after 1.5 seconds. Failures, a missing contract and a very long wait end with a way out.
 */
import { Container } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { loadingMessages as m } from '../../../../shared/review-messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { analysisTiming } from '../../features/contracts/analysis-timing';
import { invalidateContractQueries } from '../../features/contracts/contract-queries';
import { markAnalysisCompleted } from '../../features/contracts/submitted-contract-storage';
import { useAnalysisPoll } from '../../features/contracts/use-analysis-poll';
import { useSimulatedProgress } from '../../features/contracts/use-simulated-progress';
import { AnalysisProblem } from './AnalysisProblem';
import { AnalysisProgressCard } from './AnalysisProgressCard';
import { SignedOutPrompt } from './SignedOutPrompt';

export function LoadingPage() {
  const { contractId = '' } = useParams();
  const navigate = useNavigate();
  const { poll, restart } = useAnalysisPoll(contractId);
  const complete = poll.kind === 'completed';
  const progress = useSimulatedProgress(poll.kind === 'waiting', complete);
  useDocumentTitle(pageTitle(complete ? m.complete : m.title));

  // The analysis settled: the library and the results page must not show what they cached before.
  const queryClient = useQueryClient();
  const settled = complete || poll.kind === 'failed';
  useEffect(() => {
    if (settled) invalidateContractQueries(queryClient, contractId);
  }, [settled, queryClient, contractId]);

  useEffect(() => {
    if (!complete) return;
    markAnalysisCompleted();
    const timer = setTimeout(
      () => navigate(`/results/${encodeURIComponent(contractId)}`, { replace: true }),
      analysisTiming.redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [complete, contractId, navigate]);

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      {poll.kind === 'failed' ? (
        <AnalysisProblem title={m.failedTitle} message={poll.message} />
      ) : poll.kind === 'signedOut' ? (
        <SignedOutPrompt />
      ) : poll.kind === 'notFound' ? (
        <AnalysisProblem title={m.notFoundTitle} message={m.notFoundBody} />
      ) : poll.kind === 'unreachable' ? (
        <AnalysisProblem title={m.unreachableTitle} message={m.unreachableBody} onTryAgain={restart} />
      ) : poll.kind === 'timedOut' ? (
        <AnalysisProblem
          title={m.timedOutTitle}
          message={m.timedOutBody}
          onTryAgain={restart}
          tryAgainLabel={m.checkAgain}
        />
      ) : (
        <AnalysisProgressCard
          progress={progress}
          complete={complete}
          troubled={poll.kind === 'waiting' && poll.troubled}
        />
      )}
    </Container>
  );
}
