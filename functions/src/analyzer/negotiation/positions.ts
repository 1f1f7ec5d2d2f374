/**
 * Negotiating positions in a playbook (docs/playbook-rules.md, "Positions for the other side's
 * changes"): a rule line may be followed by a ladder (a preferred position, fallbacks in order, a
 * walk-away), and a playbook may hold positions saved from earlier decisions ("When they propose
 * "…": refuse — reason"). The rule lines themselves keep their meaning for the analysis; the
 * ladder and position lines are read here only, and `engineView` hands the analysis the playbook
 * without them, so existing playbooks read exactly as before.
 */
import { parseRuleLine, type Rule } from '../playbook';

export type Step = 'prefer' | 'fallback' | 'walk-away';

export interface Position {
  step: Step;
  /** As written after the colon. */
  value: string;
  /** The value as a rule of the parent's kind, when it is one (a checkable position). */
  rule?: Rule;
  /** The rule line the engine can check for this position ("liability cap: at least 18 months"). */
  line?: string;
  /** Quoted clause wording offered as the counter text. */
  text?: string;
}

export interface Ladder {
  /** The rule line as written in the playbook (what analysis findings cite as playbook_rule). */
  line: string;
  rule: Rule;
  /** Preferred first (the rule line itself when no prefer: line), then fallbacks in order, then the walk-away. */
  positions: Position[];
}

export type SavedAction = 'accept' | 'refuse' | 'counter';

/** A position saved from a decision: what to do when the other side proposes (or deletes) a passage. */
export interface SavedPosition {
  line: string;
  when: 'propose' | 'delete';
  quote: string;
  action: SavedAction;
  counterText?: string;
  reason?: string;
}

export interface PlaybookPositions {
  ladders: Ladder[];
  saved: SavedPosition[];
}

const BULLET = /^\s*(?:[-*•]|\d{1,2}[.)])\s*/;
const STEP = /^(prefer(?:red)?(?:\s+position)?|fallback(?:\s+\d{1,2})?|then|walk[\s-]?away|bottom\s+line)\s*:\s*(.+)$/i;
const SAVED =
  /^when\s+they\s+(propose|insert|add|change\s+to|delete|remove)\s+(["“])([\s\S]+?)["”]\s*:\s*(accept|refuse|reject|counter)(?:\s+with\s+["“]([\s\S]+?)["”])?\s*(?:(?:—|–|\s-\s|because|:)\s*(.+))?$/i;

const clean = (raw: string) =>
  raw
    .replace(BULLET, '')
    .replace(/[.;]\s*$/, '')
    .trim();

function stepOf(word: string): Step {
  const w = word.toLowerCase();
  if (w.startsWith('prefer')) return 'prefer';
  if (w.startsWith('walk') || w.startsWith('bottom')) return 'walk-away';
  return 'fallback';
}

/** The rule line a position of `rule`'s kind stands for, e.g. "18 months" under a cap rule. */
export function positionLine(rule: Rule, value: string): string | undefined {
  const v = value
    .replace(/^(?:at least|no less than|at most|no more than|not more than|maximum|minimum|max|min)\s+/i, '')
    .trim();
  switch (rule.kind) {
    case 'cap-months':
      return `liability cap: at least ${v}`;
    case 'payment-days':
      return `payment terms: at most ${v}`;
    case 'max-days':
      return `${rule.what === 'notice' ? 'notice period' : 'term'}: at most ${v}`;
    case 'governing-law':
      return `governing law: ${v}`;
    case 'jurisdiction':
      return `jurisdiction: ${v}`;
    default:
      return undefined;
  }
}

const quoted = (value: string) => /^["“]([\s\S]+)["”]$/.exec(value.trim())?.[1];

function readPosition(parent: Rule, step: Step, value: string): Position {
  const text = quoted(value);
  if (text) return { step, value, text };
  const line = positionLine(parent, value);
  const rule = line ? parseRuleLine(line) : undefined;
  return rule && rule.kind === parent.kind ? { step, value, rule, line: line! } : { step, value };
}

export function readPositions(content: string | null | undefined): PlaybookPositions {
  const ladders: Ladder[] = [];
  const saved: SavedPosition[] = [];
  let current: { line: string; rule: Rule; steps: Position[] } | undefined;
  const close = () => {
    if (current && current.steps.length > 0) ladders.push(ladderOf(current.line, current.rule, current.steps));
    current = undefined;
  };
  for (const raw of (content ?? '').split(/\r?\n/)) {
    const line = clean(raw);
    if (!line || line.startsWith('#')) continue;
    const step = STEP.exec(line);
    if (step) {
      if (current) current.steps.push(readPosition(current.rule, stepOf(step[1]!), step[2]!.trim()));
      continue;
    }
    const s = SAVED.exec(line);
    if (s) {
      close();
      const action = s[4]!.toLowerCase();
      saved.push({
        line,
        when: /delete|remove/i.test(s[1]!) ? 'delete' : 'propose',
        quote: s[3]!.trim(),
        action: action === 'reject' ? 'refuse' : (action as SavedAction),
        ...(s[5] ? { counterText: s[5].trim() } : {}),
        ...(s[6]?.trim() ? { reason: s[6].trim() } : {}),
      });
      continue;
    }
    close();
    const rule = parseRuleLine(line);
    if (rule) current = { line, rule, steps: [] };
  }
  close();
  return { ladders, saved };
}

/** Preferred first (the rule itself unless a prefer: line says otherwise), fallbacks in order, walk-away last. */
function ladderOf(line: string, rule: Rule, steps: Position[]): Ladder {
  const prefer = steps.find((s) => s.step === 'prefer') ?? { step: 'prefer' as const, value: line, rule, line };
  const fallbacks = steps.filter((s) => s.step === 'fallback');
  const walkAway = steps.filter((s) => s.step === 'walk-away').at(-1);
  return { line, rule, positions: [prefer, ...fallbacks, ...(walkAway ? [walkAway] : [])] };
}

/** Whether a playbook line is a ladder step or a saved position (not a rule the analysis checks). */
export function isPositionLine(raw: string): boolean {
  const line = clean(raw);
  return STEP.test(line) || SAVED.test(line);
}

/**
 * The playbook as the analysis reads it: ladder steps and saved positions left out (they are
 * negotiating positions, not requirements of the contract), every other line as written.
 */
export function engineView(content: string): string {
  return content
    .split(/\r?\n/)
    .filter((l) => !isPositionLine(l))
    .join('\n');
}
