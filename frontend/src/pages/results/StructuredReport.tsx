/**
 * The structured report: the four sections beside a completeness card, with "Show in contract"
 * opening the contract text at any finding's cited passage.
 */
import { Box, Grid, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Analysis } from '../../../../shared/schemas/analysis';
import { CitationContext, type Citation, type CitationControls } from '../../features/analysis/citation-context';
import { sectionPresence } from '../../features/analysis/report-view';
import { ContractTextDrawer } from './ContractTextDrawer';
import { ExecutiveSummary } from './ExecutiveSummary';
import { KeyClauses } from './KeyClauses';
import { ReportProgress } from './ReportProgress';
import { RiskAssessment } from './RiskAssessment';
import { SuggestedLanguage } from './SuggestedLanguage';

export function StructuredReport({ analysis, contractText }: { analysis: Analysis; contractText: string | undefined }) {
  const [citation, setCitation] = useState<Citation | null>(null);
  const controls = useMemo<CitationControls>(
    () => ({ available: Boolean(contractText), show: setCitation }),
    [contractText],
  );
  const presence = sectionPresence(analysis);
  return (
    <CitationContext.Provider value={controls}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 16rem' }}
        gap={{ base: '5', lg: '8' }}
        alignItems="start"
      >
        <Box order={{ base: 0, lg: 1 }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <ReportProgress presence={presence} />
        </Box>
        <Stack gap={{ base: '5', md: '6' }} minW="0">
          <ExecutiveSummary summary={analysis.dashboard_executive_summary} />
          <KeyClauses clauses={analysis.key_information_clauses_summary} />
          <RiskAssessment issues={analysis.risk_assessment_issues} />
          <SuggestedLanguage suggestions={analysis.suggested_language} />
        </Stack>
      </Grid>
      {contractText && (
        <ContractTextDrawer contractText={contractText} citation={citation} onClose={() => setCitation(null)} />
      )}
    </CitationContext.Provider>
  );
}
