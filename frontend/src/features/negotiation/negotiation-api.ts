/** The negotiation calls: the answer file, the decisions recorded with it, and the comparison file. */
import { COMPARISON_DEFAULT_FILENAME, RESPONSE_DEFAULT_FILENAME } from '../../../../shared/negotiation-messages';
import {
  DecisionsResponseSchema,
  type DecisionsResponse,
  type GenerateResponseRequest,
} from '../../../../shared/schemas/negotiation';
import { ApiError, getForFile, getJson, postForFile, type DownloadedFile } from '../../lib/api';

const id = (contractId: string) => encodeURIComponent(contractId);

/** POST /api/docx/generate-response/{id}: their file answered with the decisions. */
export const downloadAnswer = (contractId: string, request: GenerateResponseRequest): Promise<DownloadedFile> =>
  postForFile(`/api/docx/generate-response/${id(contractId)}`, request, RESPONSE_DEFAULT_FILENAME);

/** GET /api/docx/comparison/{id}: the new draft with the differences as their tracked changes. */
export const downloadComparison = (contractId: string): Promise<DownloadedFile> =>
  getForFile(`/api/docx/comparison/${id(contractId)}`, COMPARISON_DEFAULT_FILENAME);

/** GET /api/contract/{id}/decisions: what was decided with the last answer (none: an empty list). */
export async function fetchDecisions(contractId: string): Promise<DecisionsResponse> {
  const body = await getJson(`/api/contract/${id(contractId)}/decisions`, DecisionsResponseSchema);
  if (!body) throw new ApiError('401: Unauthorized', 401, null);
  return body;
}
