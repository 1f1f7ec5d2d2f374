/**
 * The redlined Word download (POST /api/docx/generate-redlined-report/{id}): the accepted
 * modifications of the stored redline, by index, written as tracked changes by the Word engine
 * (./docx) — into the user's own uploaded file when the contract came from a DOCX, otherwise into a
 * document built from the text. Paid plans only, free during the beta
 * (docs/decisions/086-redline-credits.md); the author is the user's choice or "AI Reviewer".
 */
import { redlineDownloadCredits, redlineMessages } from '../../../../shared/redline-messages';
import { reportContentTypes } from '../../../../shared/report-messages';
import type { RedlineDownloadRequest } from '../../../../shared/schemas/redline';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import { StorageError, type ObjectStorage } from '../../adapters/storage/port';
import { AppError } from '../../domain/errors/app-error';
import type { Clock, ServiceLog } from '../contracts/types';
import type { buildRedlinedDocx } from '../../documents/redline';
import { redlinedFilename } from './filename';
import { contractAnalysis, contractText, ownCompletedContract, storedRedline } from './stored';
import type { ContractWithRedline, RedlineCaller } from './types';

/** Uploaded originals are at most this big (the upload limit, docs/product-spec.md section 9). */
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;

/** The contract's uploaded Word original, or null (none, or gone: `missing` hears why). */
export async function uploadedOriginal(
  originals: Pick<ObjectStorage, 'get'>,
  c: Pick<ContractWithRedline, 'hasOriginalDocx' | 'originalDocxPath'>,
  missing: (reason: string) => void,
): Promise<Uint8Array | null> {
  if (!c.hasOriginalDocx || !c.originalDocxPath) return null;
  try {
    return await originals.get(c.originalDocxPath, { maxBytes: MAX_ORIGINAL_BYTES });
  } catch (err) {
    if (!(err instanceof StorageError)) throw err;
    missing(err.kind);
    return null;
  }
}

export interface DownloadRedlineDeps {
  contracts: Pick<ContractsRepo, 'get'>;
  blobs: TextBlobStore;
  /** The uploads bucket, where processed originals live under `originals/`. */
  originals: Pick<ObjectStorage, 'get'>;
  build: typeof buildRedlinedDocx;
  clock: Clock;
  log: ServiceLog;
}

export interface RedlinedFile {
  body: Uint8Array;
  filename: string;
  contentType: string;
  /** Modifications written, in index order. */
  applied: number[];
}

export function createDownloadRedlined(deps: DownloadRedlineDeps) {
  const { contracts, blobs, originals, build, clock, log } = deps;

  // The original gone (deleted or never kept): the changes still reach the user, in a document built
  // from the text, rather than failing the download.
  const originalOf = (c: ContractWithRedline) =>
    uploadedOriginal(originals, c, (reason) =>
      log.warn('redline original unavailable; building from the text', {
        contractId: c.id,
        key: c.originalDocxPath,
        reason,
      }),
    );

  return async function downloadRedlined(
    caller: RedlineCaller,
    contractId: string,
    request: RedlineDownloadRequest,
  ): Promise<RedlinedFile> {
    if (caller.subscriptionType !== 'paid')
      throw new AppError(403, 'NEEDS_UPGRADE', redlineMessages.paidOnly, { needsUpgrade: true });
    if (request.selectedModifications.length === 0)
      throw new AppError(400, 'NOTHING_SELECTED', redlineMessages.noneSelected);
    const contract = await ownCompletedContract(contracts, caller.id, contractId);
    const redline = await storedRedline(blobs, contract);
    if (!redline) throw new AppError(409, 'REDLINE_NOT_GENERATED', redlineMessages.notGenerated);
    const unknown = request.selectedModifications.find((i) => i >= redline.modifications.length);
    if (unknown !== undefined)
      throw new AppError(400, 'UNKNOWN_MODIFICATION', redlineMessages.unknownModification(unknown));
    // Free during the beta: nothing to charge (redlineDownloadCredits() is 0).
    if (redlineDownloadCredits() !== 0)
      throw new Error('charging redlined downloads is not built; see docs/decisions/086-redline-credits.md');

    const applied = [...new Set(request.selectedModifications)].sort((a, b) => a - b);
    const [text, original] = await Promise.all([contractText(blobs, contract), originalOf(contract)]);
    const started = clock.now();
    const body = await build({
      original,
      fromPdf: original === null && contract.hasOriginalPdf === true,
      contractText: text,
      modifications: applied.map((i) => redline.modifications[i]!),
      author: request.author,
      date: new Date(clock.now()),
    });
    log.info('redlined contract built', {
      userId: caller.id,
      contractId,
      applied: applied.length,
      of: redline.modifications.length,
      fromOriginal: original !== null,
      bytes: body.byteLength,
      ms: clock.now() - started,
    });
    const title = (await contractAnalysis(blobs, contract).catch(() => undefined))?.dashboard_executive_summary
      .contract_snapshot.title_type;
    return { body, filename: redlinedFilename(contract, title), contentType: reportContentTypes.docx, applied };
  };
}

export type DownloadRedlined = ReturnType<typeof createDownloadRedlined>;
