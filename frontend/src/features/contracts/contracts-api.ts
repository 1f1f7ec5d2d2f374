/** The contract calls of docs/product-spec.md section 7 (submit, analysis status, playbooks): the one API client. */
import * as v from 'valibot';
import {
  AnalysisResponseSchema,
  SubmitContractResponseSchema,
  type ContractSubmission,
} from '../../../../shared/schemas/contracts';
import { ApiError, getJson, requestJson } from '../../lib/api';

/** Submits a contract; the key is new per submit attempt so a double click never charges twice. */
export const submitContract = (submission: ContractSubmission, idempotencyKey: string) =>
  requestJson('POST', '/api/contract/analyze', {
    body: submission,
    schema: SubmitContractResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** What the loading page needs from GET /api/contract/analysis/{id}. */
export const AnalysisStatusSchema = v.pick(AnalysisResponseSchema, ['status', 'errorMessage']);
export type AnalysisStatus = v.InferOutput<typeof AnalysisStatusSchema>;

export async function fetchAnalysisStatus(contractId: string): Promise<AnalysisStatus> {
  const status = await getJson(`/api/contract/analysis/${encodeURIComponent(contractId)}`, AnalysisStatusSchema);
  if (!status) throw new ApiError('401: Unauthorized', 401, null);
  return status;
}

/** docs/product-spec.md section 3: a playbook has a numeric id and a name (content is not needed by the picker). */
const PlaybookSummarySchema = v.object({ id: v.number(), name: v.string() });
export type PlaybookSummary = v.InferOutput<typeof PlaybookSummarySchema>;

/** GET /api/playbooks; a 404 (playbooks not deployed yet) means "no playbooks". */
export async function fetchPlaybooks(): Promise<PlaybookSummary[]> {
  try {
    return (await getJson('/api/playbooks', v.array(PlaybookSummarySchema))) ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** A fresh Idempotency-Key for one submit attempt. */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
