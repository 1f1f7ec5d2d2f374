/**
 * The other side's changes of a contract being analysed (run by the analysis job after the
 * analyzer): read from the uploaded Word file's tracked changes and comments, or, when the
 * submission came with the previous draft, from the differences between the drafts (the
 * comparison file is built and kept for download and for the answer). Each change is judged for
 * the reviewed party (analyzer/negotiation) and, when the same deal was answered before, carries
 * what was decided last round.
 */
import type { Analysis } from '../../../../shared/schemas/analysis';
import type { CounterpartyChange } from '../../../../shared/schemas/negotiation';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractRecord } from '../../adapters/repositories/contracts';
import { judgeChanges } from '../../analyzer/negotiation/judge';
import { uploadedOriginal } from '../redline/download';
import type { ChangeToJudge } from '../../analyzer/negotiation/types';
import type { Clock, ServiceLog } from '../contracts/types';
import { buildComparisonDocx } from '../../documents/negotiation/comparison';
import { openTracked } from '../../documents/negotiation/open';
import type { TrackedReading } from '../../documents/negotiation/read-tracked';
import {
  asPreviousDecision,
  comparisonKey,
  dealKeyOf,
  matchPrevious,
  offeredCounters,
  type DecisionMemory,
  type NegotiationFiles,
} from './memory';
import { offsetMapper } from './offsets';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface CounterpartyReviewDeps {
  /** The uploads bucket: originals, the comparison file, decision memory. */
  files: NegotiationFiles;
  blobs: Pick<TextBlobStore, 'getText'>;
  memory: DecisionMemory;
  clock: Clock;
  log: ServiceLog;
}

export interface ReviewInput {
  contract: ContractRecord;
  contractText: string;
  playbook: { name: string; content: string } | null;
  analysis: Analysis;
}

/** The other side as the analysis names them, for the comparison's tracked changes. */
export function otherSideOf(analysis: Analysis, behalfOf: string): string {
  const me = behalfOf.toLowerCase();
  const parties = analysis.dashboard_executive_summary.contract_snapshot.party_details.filter(
    (p) => !p.name.includes('{'),
  );
  const other = parties.find(
    (p) =>
      !p.name.toLowerCase().includes(me) &&
      !(p.role ?? '').toLowerCase().includes(me) &&
      !me.includes(p.name.toLowerCase()),
  );
  return (other?.role ?? other?.name ?? 'Other side').slice(0, 80);
}

export function createCounterpartyReview(deps: CounterpartyReviewDeps) {
  const { files, blobs, memory, clock, log } = deps;

  const original = (contract: ContractRecord) =>
    uploadedOriginal(files, contract, (reason) =>
      log.warn('original for their changes unavailable', { contractId: contract.id, reason }),
    );

  return async function reviewCounterparty(input: ReviewInput): Promise<CounterpartyChange[] | undefined> {
    const { contract, contractText, analysis } = input;
    const owner = contract.userId;
    const deal = dealKeyOf(analysis, contract.behalfOf);
    const previous = await memory.previousRound(owner, deal, contract.id);
    const started = clock.now();
    let reading: TrackedReading;
    let source: CounterpartyChange['source'];
    const docx = await original(contract);
    if (contract.previousDraftKey) {
      const previousText = await blobs.getText(contract.previousDraftKey);
      const author = otherSideOf(analysis, contract.behalfOf);
      const comparison = await buildComparisonDocx({
        newDocx: docx,
        newText: contractText,
        previousText,
        author,
        date: new Date(clock.now()),
      });
      await files.put(comparisonKey(owner, contract.id), comparison, DOCX_TYPE);
      reading = openTracked(comparison, { theirs: [author] }).reading;
      source = 'comparison';
    } else if (docx) {
      reading = openTracked(docx, { notOurs: previous ? [previous.author] : [] }).reading;
      source = 'tracked';
    } else return undefined;
    if (reading.changes.length === 0 && reading.comments.length === 0) return undefined;

    // Spans point into the stored contract text; it reads as the file unless the user edited it after upload.
    const toContract = offsetMapper(reading.afterText, contractText);
    const items: (ChangeToJudge & { author: string; date?: string; comment?: string })[] = [
      ...reading.changes.map((c) => ({
        id: c.id,
        kind: c.kind,
        before: c.before,
        after: c.after,
        afterSpan: c.afterSpan,
        beforeSpan: c.beforeSpan,
        author: c.author,
        ...(c.date ? { date: c.date } : {}),
      })),
      ...reading.comments.map((c) => ({
        id: c.id,
        kind: 'comment' as const,
        before: c.anchored,
        after: c.anchored,
        afterSpan: c.afterSpan,
        beforeSpan: c.afterSpan,
        author: c.author,
        ...(c.date ? { date: c.date } : {}),
        comment: c.text,
      })),
    ].sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
    const judgements = judgeChanges({
      beforeText: reading.beforeText,
      afterText: reading.afterText,
      behalfOf: contract.behalfOf,
      playbook: input.playbook,
      additionalInstructions: contract.additionalInstructions || null,
      changes: items,
      offered: previous ? offeredCounters(previous.decisions) : {},
    });
    const byId = new Map(judgements.map((j) => [j.id, j]));
    const changes = items.map((c): CounterpartyChange => {
      const j = byId.get(c.id)!;
      const span = toContract(c.afterSpan);
      const out: CounterpartyChange = {
        id: c.id,
        author: c.author,
        ...(c.date ? { date: c.date } : {}),
        kind: c.kind,
        before: c.before,
        after: c.after,
        ...(c.comment !== undefined ? { comment: c.comment } : {}),
        section: j.section,
        spans: span ? [span] : [],
        source,
        effect: j.effect,
        recommendation: j.recommendation,
        reasoning: j.reasoning,
        ...(j.counter_text ? { counter_text: j.counter_text } : {}),
        ...(j.playbook_rule ? { playbook_rule: j.playbook_rule } : {}),
      };
      const earlier = previous ? matchPrevious(out, previous.decisions) : undefined;
      if (earlier && previous) out.previous_decision = asPreviousDecision(earlier, previous.decidedAt);
      return out;
    });
    log.info('their changes judged', {
      contractId: contract.id,
      source,
      changes: changes.length,
      remembered: changes.filter((c) => c.previous_decision).length,
      ms: clock.now() - started,
    });
    return changes;
  };
}

export type CounterpartyReview = ReturnType<typeof createCounterpartyReview>;
