/**
 * The review's rules on IP and licences: what the reviewed side grants or assigns, and the limits on
 * what it is granted.
 */
import { both, fam, has, re, when } from './rule-kit';
import { IP_VEST, otherUnless } from './rule-patterns';
import type { Rule } from './rule-types';

export const GRANT_RULES: readonly Rule[] = [
  // IP and licences
  {
    id: 'ip-to-other',
    family: 'ip-ownership',
    prior: 1.3,
    severity: 'high',
    match: (p) =>
      fam(p, 'ip-ownership') &&
      (has(p, 'other', /^must:own$|^may:own$/) >= 0 ||
        has(p, 'other', 'grantsTo') >= 0 ||
        (has(p, 'self', /^must:assign$/) >= 0 && IP_VEST.test(p.text)))
        ? re(p, IP_VEST)
        : -1,
  },
  {
    id: 'self-grants-broad-licence',
    family: 'licence-scope',
    prior: 0.9,
    severity: 'medium',
    match: (p) =>
      when(
        has(p, 'other', 'grantsTo') >= 0 || has(p, 'self', /^must:grant$/) >= 0,
        re(p, /\b(?:perpetual|irrevocable|royalty-?free|fully\s+paid|sub-?licensable|worldwide|unlimited)\b/i),
      ),
  },
  {
    id: 'other-may-use',
    family: 'licence-scope',
    prior: 0.9,
    severity: 'medium',
    // "customers who may include corporations": a list, no use of anything.
    match: (p) =>
      otherUnless(p, /^may:use$/, (sentence) => /\b(?:who|which|that)\s+may\s+(?:also\s+)?include\b/i.test(sentence)),
  },
  {
    id: 'self-licence-limited',
    family: 'licence-scope',
    prior: 0.7,
    severity: 'medium',
    match: (p) =>
      when(has(p, 'self', 'grantsTo') >= 0, re(p, /\bnon-?exclusive|non-?transferable|revocable|limited\b/i)),
  },
  {
    id: 'other-may-revoke',
    family: 'licence-scope',
    prior: 1.0,
    severity: 'medium',
    match: (p) => both(has(p, 'other', /^may:(?:terminate|change|suspend|other)$/), re(p, /\brevok|withdraw/i)),
  },
];
