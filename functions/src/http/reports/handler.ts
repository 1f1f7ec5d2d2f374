/**
 * Reports Lambda: POST /api/pdf/generate-report and POST /api/docx/generate-report with
 * { contractId }. Paid plans only (docs/product-spec.md section 6); the caller is the session's user, never one
 * named in the body; someone else's or a missing contract is a 404. The file's name comes from the
 * contract (Content-Disposition), e.g. Acme_Corp_Analysis_Report.pdf.
 */
import { isValid as isUlid } from 'ulid';
import type { ReportFormat } from '../../../../shared/report-messages';
import { ReportRequestSchema } from '../../../../shared/schemas/reports';
import { assertConfigured, getConfig } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound } from '../core/errors';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { file } from '../core/respond';
import { createHandler } from '../core/router';
import { recordAudit } from '../audit/deps';
import { getReportServices } from './deps';

assertSessionKeyConfigured();
assertConfigured('the reports API', 'uploadsBucket');

const generate = (format: ReportFormat) => async (event: ApiEvent) => {
  assertSameOrigin(event, getConfig().appOrigin);
  const { user } = await requireSession(event);
  const { contractId } = parseBody(event, ReportRequestSchema);
  const { placement, generateReport } = getReportServices();
  const subscriptionType = await placement.effectivePlan(user);
  if (!isUlid(contractId) && subscriptionType === 'paid') throw notFound('Contract not found');
  // A free caller hears "paid plans only" before anything is looked up, as before.
  const ownerId = subscriptionType === 'paid' ? await placement.contractOwner(user, contractId) : user.id;
  const report = await generateReport({ id: ownerId, subscriptionType }, contractId, format);
  await recordAudit(
    { userId: user.id },
    { kind: 'download', contractId, ownerId, details: { what: 'report', format } },
  );
  return file(
    Buffer.from(report.body.buffer, report.body.byteOffset, report.body.byteLength),
    report.contentType,
    report.filename,
  );
};

export const handler = createHandler({
  'POST /api/pdf/generate-report': generate('pdf'),
  'POST /api/docx/generate-report': generate('docx'),
});
