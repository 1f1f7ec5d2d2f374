/**
 * Risk rules judged from behalfOf's side. Each rule reads the sentences of the clauses classified
 * in its categories, works out who bears the obligation (subjectOf) and reports a Finding with
 * the exact sentence as evidence. Unknown perspective → neutral wording at medium severity.
 * One file per risk family under risks/; findings keep the order of the families below.
 */
import type { Ctx, Finding } from './context';
import { clean } from './text';
import { liabilityRisks } from './risks/liability';
import { unlimitedLiabilityRisks } from './risks/unlimited';
import { terminationRisks } from './risks/termination';
import { restrictiveRisks } from './risks/restrictive';
import { ownershipRisks } from './risks/ownership';
import { moneyRisks } from './risks/money';
import { transferRisks } from './risks/transfer';

export function judgeRisks(ctx: Ctx): Finding[] {
  return [
    ...unlimitedLiabilityRisks(ctx),
    ...liabilityRisks(ctx),
    ...terminationRisks(ctx),
    ...restrictiveRisks(ctx),
    ...ownershipRisks(ctx),
    ...moneyRisks(ctx),
    ...transferRisks(ctx),
  ];
}

export { clean };
