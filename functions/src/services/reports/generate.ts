/**
 * The report-download use-case: plan check, the caller's own contract (one GetItem keyed by the
 * caller, so anyone else's id is simply not found), its analysis (inline or in S3), the report
 * model, the renderer, and an engagement event. Recording the event never fails a download.
 */
import { reportContentTypes, type ReportFormat } from '../../../../shared/report-messages';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/dynamo/contracts-repo';
import type { ReportDownloadEvent } from '../../adapters/dynamo/engagement-repo';
import type { Clock, ServiceLog } from '../contracts';
import { renderDocx } from './docx';
import { reportFilename } from './filename';
import type { ReportFontFiles } from './fonts';
import { buildReportModel } from './model';
import { renderPdf } from './pdf';

export type ReportErrorCode = 'NEEDS_UPGRADE' | 'NOT_FOUND' | 'NOT_READY';

export class ReportError extends Error {
  override name = 'ReportError';
  constructor(readonly code: ReportErrorCode, message: string) {
    super(message);
  }
}

export interface ReportDeps {
  contracts: Pick<ContractsRepo, 'get'>;
  blobs: TextBlobStore;
  events: { recordReportDownload(userId: string, event: ReportDownloadEvent): Promise<void> };
  fonts: ReportFontFiles;
  clock: Clock;
  log: ServiceLog;
}

export interface ReportCaller {
  id: string;
  subscriptionType: string;
}

export interface GeneratedReport {
  body: Uint8Array;
  filename: string;
  contentType: string;
}

export function createGenerateReport(deps: ReportDeps) {
  return async function generateReport(caller: ReportCaller, contractId: string, format: ReportFormat): Promise<GeneratedReport> {
    if (caller.subscriptionType !== 'paid') throw new ReportError('NEEDS_UPGRADE', 'Paid subscription required');
    const contract = await deps.contracts.get(caller.id, contractId);
    if (!contract) throw new ReportError('NOT_FOUND', 'Contract not found');
    if (contract.status !== 'completed') throw new ReportError('NOT_READY', `Analysis is ${contract.status}`);
    const analysis = contract.analysis ?? (contract.analysisKey ? await deps.blobs.getText(contract.analysisKey) : '');

    const model = buildReportModel({
      analysis,
      behalfOf: contract.behalfOf,
      analysisModel: contract.analysisModel ?? null,
      generatedAt: new Date(deps.clock.now()),
    });
    const body = format === 'pdf' ? await renderPdf(model, deps.fonts) : await renderDocx(model);
    const filename = reportFilename(format, [model.behalfOf, model.report ? model.documentTitle : undefined]);
    if (!model.report) deps.log.warn('report rendered from unparseable analysis', { contractId, format });

    try {
      await deps.events.recordReportDownload(caller.id, { contractId, format, filename, bytes: body.byteLength, at: deps.clock.now() });
    } catch (error) {
      deps.log.warn('report download event not recorded', { contractId, error });
    }
    return { body, filename, contentType: reportContentTypes[format] };
  };
}

export type GenerateReport = ReturnType<typeof createGenerateReport>;
