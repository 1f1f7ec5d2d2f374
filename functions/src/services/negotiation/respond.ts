/**
 * The negotiation use-cases of an analysed contract:
 *  - POST /api/docx/generate-response/{id}: the answer file built on their file (or the
 *    comparison file) with the user's decisions; the decisions, reasons and internal notes are
 *    remembered with the contract for the next round and the internal report, never put in the file;
 *  - GET /api/contract/{id}/decisions: what was decided with the last answer;
 *  - GET /api/docx/comparison/{id}: the comparison file of a contract compared with its previous draft.
 * Downloads follow the redlined download's plan rule (paid plans; free during the beta).
 */
import {
  COMPARISON_DEFAULT_FILENAME,
  negotiationMessages as m,
  RESPONSE_DEFAULT_FILENAME,
} from '../../../../shared/negotiation-messages';
import { redlineMessages } from '../../../../shared/redline-messages';
import { reportContentTypes } from '../../../../shared/report-messages';
import type { CounterpartyChange, DecisionsResponse, GenerateResponse } from '../../../../shared/schemas/negotiation';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractRecord, ContractsRepo } from '../../adapters/repositories/contracts';
import { StorageError } from '../../adapters/storage/port';
import { AppError } from '../../domain/errors/app-error';
import type { Clock, ServiceLog } from '../contracts/types';
import { MAX_ORIGINAL_BYTES } from '../redline/download';
import { stemOf } from '../redline/filename';
import { contractAnalysis, ownCompletedContract } from '../redline/stored';
import type { RedlineCaller } from '../redline/types';
import { checkDecisions, toAnswerDecisions, toStoredDecisions } from './decisions';
import type { buildAnswerDocx } from '../../documents/negotiation/answer';
import { comparisonKey, dealKeyOf, type DecisionMemory, type NegotiationFiles } from './memory';

/** Something worth an audit entry (a decision recorded with an answer file). */
export interface NegotiationAudit {
  record(entry: {
    ownerId: string;
    actorId: string;
    contractId: string;
    action: 'negotiation.decisions';
    detail: Record<string, unknown>;
  }): Promise<void>;
}

export interface NegotiationDeps {
  contracts: Pick<ContractsRepo, 'get'>;
  blobs: TextBlobStore;
  files: NegotiationFiles;
  memory: DecisionMemory;
  build: typeof buildAnswerDocx;
  clock: Clock;
  log: ServiceLog;
  audit?: NegotiationAudit;
}

export interface NegotiationFile {
  body: Uint8Array;
  filename: string;
  contentType: string;
}

/** The caller: the contract's owner (user or organisation), the plan that applies and who acts. */
export interface NegotiationCaller extends RedlineCaller {
  actorId: string;
}

function filename(contract: ContractRecord, suffix: 'answer' | 'comparison', fallback: string): string {
  const file = contract.hasOriginalDocx && contract.originalDocxFilename ? stemOf(contract.originalDocxFilename) : '';
  if (file) return `${file}_${suffix}.docx`;
  const party = stemOf(contract.behalfOf);
  return party && party.toLowerCase() !== 'contract' ? `${party}_${suffix}.docx` : fallback;
}

export function createNegotiation(deps: NegotiationDeps) {
  const { contracts, blobs, files, memory, build, clock, log } = deps;

  const paidOnly = (caller: RedlineCaller) => {
    if (caller.subscriptionType !== 'paid')
      throw new AppError(403, 'NEEDS_UPGRADE', redlineMessages.paidOnly, { needsUpgrade: true });
  };

  async function fileAt(key: string, missing: () => AppError): Promise<Uint8Array> {
    try {
      return await files.get(key, { maxBytes: MAX_ORIGINAL_BYTES });
    } catch (err) {
      if (err instanceof StorageError) throw missing().because(`${key}: ${err.kind}`);
      throw err;
    }
  }

  /** Their file the answer is built on: the comparison file for compared drafts, else the uploaded original. */
  function sourceOf(contract: ContractRecord, changes: readonly CounterpartyChange[]): Promise<Uint8Array> {
    const missing = () => new AppError(409, 'NEGOTIATION_SOURCE_MISSING', m.noSource);
    if (changes.some((c) => c.source === 'comparison'))
      return fileAt(comparisonKey(contract.userId, contract.id), missing);
    if (!contract.hasOriginalDocx || !contract.originalDocxPath) throw missing().because('no original Word file');
    return fileAt(contract.originalDocxPath, missing);
  }

  return {
    async generateResponse(
      caller: NegotiationCaller,
      contractId: string,
      request: GenerateResponse,
    ): Promise<NegotiationFile> {
      paidOnly(caller);
      const contract = await ownCompletedContract(contracts, caller.id, contractId);
      const analysis = await contractAnalysis(blobs, contract);
      const changes = analysis.counterparty_changes ?? [];
      if (changes.length === 0) throw new AppError(409, 'NO_COUNTERPARTY_CHANGES', m.noChanges);
      checkDecisions(changes, request.decisions);
      const source = await sourceOf(contract, changes);
      const started = clock.now();
      const decidedAt = new Date(clock.now());
      const result = build({
        markup: source,
        theirAuthors: [...new Set(changes.map((c) => c.author))],
        decisions: toAnswerDecisions(request.decisions),
        author: request.author,
        date: decidedAt,
      });
      const stored = {
        author: request.author,
        decidedAt: decidedAt.toISOString(),
        decisions: toStoredDecisions(changes, request.decisions),
      };
      await memory.write(contract.userId, contract.id, stored, dealKeyOf(analysis, contract.behalfOf));
      await deps.audit?.record({
        ownerId: contract.userId,
        actorId: caller.actorId,
        contractId,
        action: 'negotiation.decisions',
        detail: {
          decisions: request.decisions.length,
          accept: count(request, 'accept'),
          refuse: count(request, 'refuse'),
          counter: count(request, 'counter'),
        },
      });
      log.info('answer file built', {
        userId: caller.id,
        contractId,
        decisions: request.decisions.length,
        of: changes.length,
        unchanged: result.unchanged.length,
        bytes: result.docx.byteLength,
        ms: clock.now() - started,
      });
      return {
        body: result.docx,
        filename: filename(contract, 'answer', RESPONSE_DEFAULT_FILENAME),
        contentType: reportContentTypes.docx,
      };
    },

    async decisions(caller: RedlineCaller, contractId: string): Promise<DecisionsResponse> {
      const contract = await ownCompletedContract(contracts, caller.id, contractId);
      const stored = await memory.read(contract.userId, contract.id);
      return stored
        ? { author: stored.author, decidedAt: stored.decidedAt, decisions: stored.decisions }
        : { author: null, decidedAt: null, decisions: [] };
    },

    async comparison(caller: RedlineCaller, contractId: string): Promise<NegotiationFile> {
      paidOnly(caller);
      const contract = await ownCompletedContract(contracts, caller.id, contractId);
      if (!contract.previousDraftKey) throw new AppError(409, 'NO_COMPARISON', m.noComparison);
      const body = await fileAt(
        comparisonKey(contract.userId, contract.id),
        () => new AppError(409, 'NO_COMPARISON', m.noComparison),
      );
      return {
        body,
        filename: filename(contract, 'comparison', COMPARISON_DEFAULT_FILENAME),
        contentType: reportContentTypes.docx,
      };
    },
  };
}

const count = (request: GenerateResponse, action: string) =>
  request.decisions.filter((d) => d.action === action).length;

export type Negotiation = ReturnType<typeof createNegotiation>;
