/**
 * The structured report: the risk overview at the top, then the summary, key clauses,
 * risk assessment and suggested language, with a section navigation that stays in view (a rail
 * from 1024 px, chips under the header below it). "Show in contract" opens the contract text at a
 * finding's cited passage.
 */
import { Box, Grid, Stack } from '@chakra-ui/react';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { Analysis } from '../../../../shared/schemas/analysis';
import { CitationContext, type Citation, type CitationControls } from '../../features/analysis/citation-context';
import { displayClauses, overviewCounts, riskFindings } from '../../../../shared/analysis-findings';
import type { RiskTab } from '../../features/analysis/report-view';
import { LazyContractTextDrawer } from './lazy-controls';
import { Coverage } from './Coverage';
import { ExecutiveSummary } from './ExecutiveSummary';
import { KeyClauses } from './KeyClauses';
import { ReportNavChips, ReportNavRail, type NavSection } from './ReportNav';
import { RiskAssessment } from './RiskAssessment';
import { ReviewSideNotice } from './ReviewSideNotice';
import { RiskOverview } from './RiskOverview';
import { SuggestedLanguage } from './SuggestedLanguage';
import { negotiationMessages } from '../../../../shared/negotiation-messages';
import { TheirChanges } from '../../features/negotiation/TheirChanges';

export function StructuredReport({
  analysis,
  contractText,
  contractId,
}: {
  analysis: Analysis;
  contractText: string | undefined;
  contractId: string;
}) {
  const [citation, setCitation] = useState<Citation | null>(null);
  const [tab, setTab] = useState<RiskTab>('risks');
  // The first screen (overview and summary) renders at once; the long rest of the report (dozens of
  // clause and finding cards) right after, as a transition that React renders in slices, so a
  // phone is not blocked for a second while the page is already readable. Its place is kept (one
  // screen high) so nothing on screen moves when it arrives.
  const [restShown, setRestShown] = useState(false);
  useEffect(() => startTransition(() => setRestShown(true)), []);
  const controls = useMemo<CitationControls>(
    () => ({ available: Boolean(contractText), show: setCitation }),
    [contractText],
  );
  const findings = useMemo(() => riskFindings(analysis.risk_assessment_issues), [analysis]);
  const clauses = useMemo(() => displayClauses(analysis.key_information_clauses_summary), [analysis]);
  const counts = overviewCounts(findings);
  const theirChanges = analysis.counterparty_changes ?? [];
  const openTab = useCallback((next: RiskTab) => {
    setTab(next);
    document.getElementById('risks')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  const sections: NavSection[] = [
    { id: 'overview', label: m.navOverview, count: counts.total },
    { id: 'summary', label: m.navSummary },
    ...(theirChanges.length
      ? [{ id: 'their-changes', label: negotiationMessages.title, count: theirChanges.length }]
      : []),
    { id: 'clauses', label: m.navClauses, count: clauses.length },
    { id: 'risks', label: m.navRisks, count: counts.total },
    { id: 'suggestions', label: m.navSuggestions, count: analysis.suggested_language.length },
    ...(analysis.coverage?.length ? [{ id: 'coverage', label: 'Coverage' }] : []),
  ];
  return (
    <CitationContext.Provider value={controls}>
      {/* Remounted with the rest of the report, so that they observe its sections too. */}
      <ReportNavChips key={`chips-${restShown}`} sections={sections} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '13rem minmax(0, 1fr)' }}
        gap={{ base: '4', lg: '8' }}
        alignItems="start"
      >
        <Box hideBelow="lg" alignSelf="stretch">
          <ReportNavRail key={`rail-${restShown}`} sections={sections} />
        </Box>
        <Stack gap={{ base: '4', md: '6' }} minW="0">
          {analysis.review_side && <ReviewSideNotice side={analysis.review_side} contractText={contractText} />}
          <RiskOverview counts={counts} onOpenTab={openTab} />
          <ExecutiveSummary summary={analysis.dashboard_executive_summary} />
          {restShown ? (
            <>
              {theirChanges.length > 0 && <TheirChanges contractId={contractId} changes={theirChanges} />}
              <KeyClauses clauses={clauses} />
              <RiskAssessment findings={findings} tab={tab} onTabChange={setTab} />
              <SuggestedLanguage suggestions={analysis.suggested_language} />
              <Coverage items={analysis.coverage ?? []} />
            </>
          ) : (
            <Box minH="100dvh" aria-hidden="true" />
          )}
        </Stack>
      </Grid>
      {contractText && (
        <LazyContractTextDrawer contractText={contractText} citation={citation} onClose={() => setCitation(null)} />
      )}
    </CitationContext.Provider>
  );
}
