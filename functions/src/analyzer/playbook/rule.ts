/**
 * The shapes of a playbook rule and of a parsed line: what grammar.ts and plain.ts read a line into,
 * and what the checks apply. Their own module so the two readers can share them.
 */
import type { Topic } from './topics';

/** How a number in a position compares: "at least", "at most", or a stated value (side-aware). */
export type Cmp = 'min' | 'max' | 'target';

export type Rule =
  | { kind: 'require'; category: string }
  | { kind: 'prohibit'; category: string }
  | { kind: 'focus'; category: string }
  | { kind: 'governing-law'; places: string[] }
  | { kind: 'jurisdiction'; places: string[] }
  | { kind: 'max-days'; what: 'notice' | 'term'; days: number; text: string }
  | { kind: 'min-days'; what: 'cure' | 'warranty'; days: number; text: string }
  | { kind: 'payment-days'; days: number; text: string; cmp: Cmp }
  | { kind: 'cap-months'; months: number; cmp: Cmp }
  | { kind: 'capped' }
  | { kind: 'mutual-indemnity' }
  | { kind: 'no-self-indemnity' }
  | { kind: 'other-indemnifies'; ip: boolean }
  | { kind: 'auto-renewal'; maxNoticeDays?: number }
  | { kind: 'self-terminates-convenience' }
  | { kind: 'no-other-termination-convenience' }
  | { kind: 'tfc-mutual' }
  | { kind: 'self-keeps-ip' }
  | { kind: 'topics'; topics: Topic[] };

export interface ParsedLine {
  line: string;
  source: 'playbook' | 'instructions';
  /** The heading or "Topic:" the statement sits under. */
  context?: string;
  /** The first rule (most statements carry one). */
  rule?: Rule;
  /** Every rule the statement states ("New York law and courts": two). */
  rules: Rule[];
}
