/** The results page's calls (docs/product-spec.md section 7): the analysis response and the report downloads. */
import { AnalysisResponseSchema, type AnalysisResponse } from '../../../../shared/schemas/contracts';
import { reportDefaultFilenames, type ReportFormat } from '../../../../shared/report-messages';
import { ApiError, getJson, postForFile, type DownloadedFile } from '../../lib/api';

export type { ReportFormat };

/** GET /api/contract/analysis/{id}; a 401 is an ApiError like any other failure. */
export async function fetchAnalysisResult(contractId: string): Promise<AnalysisResponse> {
  const result = await getJson(`/api/contract/analysis/${encodeURIComponent(contractId)}`, AnalysisResponseSchema);
  if (!result) throw new ApiError('401: Unauthorized', 401, null);
  return result;
}

/** POST /api/{pdf|docx}/generate-report: the file, or an ApiError (403 with needsUpgrade for free users). */
export function downloadReport(format: ReportFormat, contractId: string): Promise<DownloadedFile> {
  return postForFile(`/api/${format}/generate-report`, { contractId }, reportDefaultFilenames[format]);
}
