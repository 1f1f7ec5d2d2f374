/**
 * Limits of liability written as mutual that in practice only one side can suffer from (the liability
 * rules of rules-liability.ts): where the reviewed side only pays for what the other side supplies, its
 * own exposure is little more than the fees, while every loss the other side's performance can cause
 * (defects, outages, lost data, the cost of a substitute) is its own. Every pattern is bounded and
 * compiled once.
 */
import { capOf, excludesLosses, sentenceAround } from './liability-patterns';
import type { RuleInput } from './rule-types';

/** The reviewed side pays for what the other side supplies and supplies nothing itself. */
const onlyReceives = (p: RuleInput): boolean =>
  p.contract.selfPays && p.contract.otherSupplies && !p.contract.selfSupplies && !p.contract.otherPays;

// "IBM's entire liability and MSL's exclusive remedy ... will be limited to": one side's liability, the other's
// remedy; a one-way cap though both sides are named.
const ONE_WAY =
  /\bliabilit(?:y|ies)\s+and\s+(?:the\s+)?[\w.&-]+['’]s?\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)remed/i;

/** A cap of each side's liability (a sum or a base) where only the reviewed side's claims are worth capping: its offset, or -1. */
export function mutualCapOnReceiver(p: RuleInput): number {
  if (!onlyReceives(p)) return -1;
  const at = capOf(p, 'mutual');
  return at >= 0 && !ONE_WAY.test(sentenceAround(p.text, at)) ? at : -1;
}

// The losses the side that receives suffers when what is supplied fails: its data, the use of the product or
// service, the cost of a substitute, any "pure economic" loss. Lost profits and indirect loss alone are the
// market-standard mutual exclusion.
const RECEIVER_LOSS =
  /\bloss\s+of\s+(?:data|use)\b|\blost\s+data\b|\bpure(?:ly)?\s+economic\b|\bcosts?\s+of\s+(?:cover|substitute|procurement|replacement)\b/i;

/** An exclusion of each side's liability naming the losses only the reviewed side, as receiver, suffers: its offset, or -1. */
export function mutualExclusionOnReceiver(p: RuleInput): number {
  if (!onlyReceives(p)) return -1;
  for (const s of p.signals)
    if (s.who === 'mutual' && s.kind === 'exculpated' && excludesLosses(sentenceAround(p.text, s.at), RECEIVER_LOSS))
      return s.at;
  return -1;
}
