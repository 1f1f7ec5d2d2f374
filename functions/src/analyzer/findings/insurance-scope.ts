/**
 * When the reviewed side's duty to insure is worth raising (the self-insurance rule of rules-commercial.ts):
 * cover the market does not give as a matter of course. Every pattern is bounded and compiled once.
 */
import { has } from './rule-kit';
import type { RuleInput } from './rule-types';

// What makes cover a burden beyond the usual: the other side named as an additional insured, a waiver of
// subrogation, primary and non-contributory cover, an A+ insurer, or limits of five million or more.
const HEAVY_COVER =
  /\badditional(?:ly)?\s+insured\b|\bwaive\w*\s+(?:of\s+|all\s+rights\s+of\s+)?subrogation\b|\bprimary\s+and\s+non-?\s?contributory\b|\bA\s?\+|\$\s?(?:[5-9]|\d{2,4})(?:\.\d+)?\s?(?:million|m\b)|\$\s?(?:[5-9]|\d{2,3}),\d{3},\d{3}\b|\b(?:five|six|seven|eight|nine|ten|fifteen|twenty|twenty-five|fifty|one\s+hundred)\s+million\b/i;

/**
 * The reviewed side must maintain insurance heavier than the usual: cover measured by what is customary,
 * adequate or required by statute, or the ordinary general-liability limit, is market standard. Its offset, or -1.
 */
export function selfHeavyInsurance(p: RuleInput): number {
  if (!p.families.has('insurance') || !HEAVY_COVER.test(p.text)) return -1;
  return has(p, 'self', /^must:maintain$/);
}
