/**
 * The report-download use-case: plan check, the caller's own contract (one GetItem keyed by the
 * caller, so anyone else's id is simply not found), its analysis (inline or in S3), the report
 * model, the renderer, and an engagement event. Recording the event never fails a download.
 */
import { reportContentTypes, reportMessages, type ReportFormat } from '../../../../shared/report-messages';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import type { ReportDownloadEvent } from '../../adapters/repositories/engagement';
import type { StoredDecisions } from '../../../../shared/schemas/negotiation';
import { AppError, notFound } from '../../domain/errors/app-error';
import type { Clock, ServiceLog } from '../contracts/types';
import { renderDocx } from '../../documents/report/docx';
import { reportFilename, reportNameCandidates } from '../../documents/report/filename';
import type { ReportFontFiles } from '../../documents/report/fonts';
import { buildReportModel } from '../../documents/report/model';
import { renderPdf } from '../../documents/report/pdf';

export interface ReportDeps {
  contracts: Pick<ContractsRepo, 'get'>;
  blobs: TextBlobStore;
  events: { recordReportDownload(userId: string, event: ReportDownloadEvent): Promise<void> };
  fonts: ReportFontFiles;
  clock: Clock;
  log: ServiceLog;
  /** The decisions recorded with the last answer to the other side's changes (services/negotiation/memory.ts). */
  decisions?: (ownerId: string, contractId: string) => Promise<StoredDecisions | undefined>;
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
  return async function generateReport(
    caller: ReportCaller,
    contractId: string,
    format: ReportFormat,
  ): Promise<GeneratedReport> {
    if (caller.subscriptionType !== 'paid')
      throw new AppError(403, 'NEEDS_UPGRADE', reportMessages.paidOnly, { needsUpgrade: true });
    const contract = await deps.contracts.get(caller.id, contractId);
    if (!contract) throw notFound('Contract not found');
    if (contract.status !== 'completed')
      throw new AppError(409, 'ANALYSIS_NOT_READY', reportMessages.analysisNotReady).because(
        `analysis is ${contract.status}`,
      );
    const analysis = contract.analysis ?? (contract.analysisKey ? await deps.blobs.getText(contract.analysisKey) : '');

    const model = buildReportModel({
      analysis,
      behalfOf: contract.behalfOf,
      playbookName: contract.playbookId !== null ? (contract.playbookName ?? null) : null,
      analysisModel: contract.analysisModel ?? null,
      generatedAt: new Date(deps.clock.now()),
      decisions: (await deps.decisions?.(caller.id, contractId)) ?? null,
    });
    const body = format === 'pdf' ? await renderPdf(model, deps.fonts) : await renderDocx(model);
    const filename = reportFilename(format, reportNameCandidates(analysis, model.behalfOf));
    if (!model.report) deps.log.warn('report rendered from unparseable analysis', { contractId, format });

    try {
      await deps.events.recordReportDownload(caller.id, {
        contractId,
        format,
        filename,
        bytes: body.byteLength,
        at: deps.clock.now(),
      });
    } catch (error) {
      deps.log.warn('report download event not recorded', { contractId, error });
    }
    return { body, filename, contentType: reportContentTypes[format] };
  };
}

export type GenerateReport = ReturnType<typeof createGenerateReport>;
