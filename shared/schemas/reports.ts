/**
 * Report downloads: POST /api/pdf/generate-report and POST /api/docx/generate-report.
 *
 * The body names the contract only. The spec's first reading also sends userId, firstName,
 * lastName and email; those keys are accepted and ignored (valibot's `object` strips unknown keys):
 * the user is always the session's, so a body naming another user's id can never reach their
 * contract (it answers 404 like any contract the caller does not own).
 */
import * as v from 'valibot';

export const ReportRequestSchema = v.object({
  contractId: v.pipe(
    v.string('contractId is required'),
    v.trim(),
    v.minLength(1, 'contractId is required'),
    v.maxLength(64, 'Invalid contractId'),
  ),
});
export type ReportRequest = v.InferOutput<typeof ReportRequestSchema>;
