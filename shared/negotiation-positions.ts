/**
 * A decision saved into a playbook as a position (docs/playbook-rules.md, "Positions for the other
 * side's changes"): one line the judge reads the next time the other side proposes the same words.
 * functions/src/analyzer/negotiation/positions.ts parses what this writes (a test holds them together).
 */
import type { DecisionAction } from './schemas/negotiation';

export interface PositionToSave {
  /** What they did: proposed words (an insertion or replacement), or deleted ours. */
  when: 'propose' | 'delete';
  quote: string;
  action: DecisionAction;
  counterText?: string;
  reason?: string;
}

/** Quotes stay on one line and keep their own double quotes out of the line's syntax. */
const inline = (text: string, max = 600) => {
  const flat = text.replace(/\s+/g, ' ').replace(/["“”]/g, "'").trim();
  return flat.length > max ? flat.slice(0, max).replace(/\s+\S*$/, '') : flat;
};

export function savedPositionLine(p: PositionToSave): string {
  const action =
    p.action === 'counter' && p.counterText
      ? `counter with "${inline(p.counterText)}"`
      : p.action === 'counter'
        ? 'refuse'
        : p.action;
  const reason = p.reason?.trim() ? ` — ${inline(p.reason, 300)}` : '';
  return `When they ${p.when} "${inline(p.quote)}": ${action}${reason}`;
}
