/** What a playbook check concludes about one rule, and the shared words of those conclusions. */
import { carriedBy, incorporatedTerms, type Incorporation } from '../incorporation';
import type { Cite, Reading } from './evidence';

export type Status = 'satisfied' | 'violated' | 'not_checkable';

export interface Verdict {
  status: Status;
  /** What the check found, in words, with the clause reference where there is one. */
  detail: string;
  /** The rule as understood ("governing law: New York"). */
  rule: string;
  /** The clause type concerned (taxonomy id). */
  category: string;
  /** The clause behind the verdict: the breach, or what meets the rule. */
  cite?: Cite;
  /** For a violation: the finding's title and impact, and the change to ask for. */
  title?: string;
  impact?: string;
  ask?: string;
}

export const met = (rule: string, category: string, detail: string, cite?: Cite): Verdict => ({
  status: 'satisfied',
  rule,
  category,
  detail,
  ...(cite ? { cite } : {}),
});

export const unchecked = (rule: string, category: string, detail: string, cite?: Cite): Verdict => ({
  status: 'not_checkable',
  rule,
  category,
  detail,
  ...(cite ? { cite } : {}),
});

export function broken(
  rule: string,
  category: string,
  detail: string,
  words: { title: string; impact: string; ask: string },
  cite?: Cite,
): Verdict {
  return { status: 'violated', rule, category, detail, ...words, ...(cite ? { cite } : {}) };
}

/** Why a side-dependent rule cannot be judged: the review is not for a party of the contract. */
export function notParty(r: Reading): string {
  return `“${r.ctx.behalfOf.trim()}” is not a party to this contract, so whom the clause binds cannot be judged; choose one of its parties.`;
}

const incorporations = new WeakMap<Reading, Incorporation[]>();

/** The incorporated standard terms that carry a clause type the document itself does not show. */
export function incorporatedCarrier(r: Reading, category: string): Incorporation | undefined {
  let incs = incorporations.get(r);
  if (!incs) {
    incs = incorporatedTerms(r.ctx.text);
    incorporations.set(r, incs);
  }
  return carriedBy(incs, category);
}

export function inTerms(inc: Incorporation, what: string): string {
  return `${what} is set in the ${inc.name}, which this document incorporates by reference but does not contain; check it there.`;
}

/** "twelve months", "3 months": a number of months in words a summary reads easily. */
export const monthsText = (n: number) => `${n} month${n === 1 ? '' : 's'}`;
