/**
 * Reports Lambda: POST /api/pdf/generate-report and POST /api/docx/generate-report with
 * { contractId }. Paid plans only (spec section 6); the caller is the session's user, never one
 * named in the body; someone else's or a missing contract is a 404. The file's name comes from the
 * contract (Content-Disposition), e.g. Acme_Corp_Analysis_Report.pdf.
 */
import { isValid as isUlid } from 'ulid';
import { reportMessages, type ReportFormat } from '../../../../shared/report-messages';
import { ReportRequestSchema } from '../../../../shared/schemas/reports';
import { getConfig } from '../../config';
import { ReportError } from '../../services/reports';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { AppError, notFound } from '../core/errors';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { file } from '../core/respond';
import { createHandler } from '../core/router';
import { getReportServices } from './deps';

assertSessionKeyConfigured();

function toAppError(err: unknown): unknown {
  if (!(err instanceof ReportError)) return err;
  switch (err.code) {
    case 'NEEDS_UPGRADE':
      return new AppError(403, 'NEEDS_UPGRADE', reportMessages.paidOnly, { needsUpgrade: true });
    case 'NOT_FOUND':
      return notFound('Contract not found');
    case 'NOT_READY':
      return new AppError(409, 'ANALYSIS_NOT_READY', reportMessages.analysisNotReady);
  }
}

const generate = (format: ReportFormat) => async (event: ApiEvent) => {
  assertSameOrigin(event, getConfig().appOrigin);
  const { user } = await requireSession(event);
  const { contractId } = parseBody(event, ReportRequestSchema);
  try {
    if (!isUlid(contractId) && user.subscriptionType === 'paid') throw new ReportError('NOT_FOUND', 'Contract not found');
    const report = await getReportServices().generateReport(user, contractId, format);
    return file(Buffer.from(report.body.buffer, report.body.byteOffset, report.body.byteLength), report.contentType, report.filename);
  } catch (err) {
    throw toAppError(err);
  }
};

export const handler = createHandler({
  'POST /api/pdf/generate-report': generate('pdf'),
  'POST /api/docx/generate-report': generate('docx'),
});
