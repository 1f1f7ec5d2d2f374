/**
 * What the whole contract gives each side, read once from every passage's signals: a rule judges
 * an indemnity as one-way, or a termination right as unmatched, against these facts.
 */
import type { ContractFacts } from './rules';
import type { Signal } from './readings';

export function contractFacts(passages: readonly { signals: readonly Signal[] }[]): ContractFacts {
  const any = (who: 'self' | 'other' | 'mutual', re: RegExp) =>
    passages.some((p) => p.signals.some((s) => s.who === who && re.test(s.kind)));
  const mutualIndemnity = any('mutual', /^must:indemnify$/);
  return {
    otherIndemnifies: mutualIndemnity || any('other', /^must:indemnify$/),
    selfIndemnifies: mutualIndemnity || any('self', /^must:indemnify$/),
    selfMayTerminate: any('self', /^may:terminate$/) || any('mutual', /^may:terminate$/),
    otherMayTerminate: any('other', /^may:terminate$/) || any('mutual', /^may:terminate$/),
    otherMayAssign: any('other', /^may:assign$/),
    otherCapped: any('other', /^capped$/) || any('mutual', /^capped$/),
    selfCapped: any('self', /^capped$/) || any('mutual', /^capped$/),
  };
}
