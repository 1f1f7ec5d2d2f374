/**
 * The analysis's findings as comparable items, so the findings on the text before and after the
 * other side's changes can be told apart: what appears or gets worse after them, and what goes
 * away. Keys leave out what a change moves without changing the finding (counts, quoted figures);
 * a playbook rule is keyed by its line and compared by its check's status and detail.
 */
import type { Analysis, Span } from '../../../../shared/schemas/analysis';

export type FindingKind = 'risk' | 'missing' | 'non-standard' | 'ambiguity' | 'playbook';

export interface FindingItem {
  key: string;
  kind: FindingKind;
  title: string;
  category: string;
  /** 2 high, 1 medium, 0 low. */
  weight: number;
  spans: Span[];
  reference: string;
  /** The playbook line, for rule violations and checks. */
  rule?: string;
  /** For playbook checks: satisfied / violated / not_applicable and the engine's detail. */
  status?: string;
  detail?: string;
}

const WEIGHT = { high: 2, medium: 1, low: 0 } as const;

/** Figures written as words ("twenty-four", "eighteen"), as the engine quotes them from the contract. */
const NUMBER_WORD =
  '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)';
const NUMBER_WORDS = new RegExp(`\\b${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*\\b`, 'g');

/**
 * A title without the figures and quotes a change may move: "Undefined standard "x" (used 2
 * times)" → "undefined standard", "capped at the fees of the twenty-four months" → "capped at the fees of the # months".
 */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/["“”'‘’][^"“”'‘’]*["“”'‘’]/g, '')
    .replace(/\d+/g, '#')
    .replace(NUMBER_WORDS, '#')
    .replace(/\s+/g, ' ')
    .trim();

export function findingItems(a: Analysis): FindingItem[] {
  const rai = a.risk_assessment_issues;
  const items: FindingItem[] = [];
  for (const r of rai.categorized_risks) {
    if (r.playbook_rule) continue; // compared through its check below
    items.push({
      key: `risk|${r.category}|${norm(r.risk_description)}`,
      kind: 'risk',
      title: r.risk_description,
      category: r.category,
      weight: WEIGHT[r.severity ?? 'medium'],
      spans: r.spans,
      reference: r.relevant_clause_reference,
    });
  }
  for (const m of rai.missing_clauses) {
    items.push({
      key: `missing|${m.category ?? norm(m.clause_name)}`,
      kind: 'missing',
      title: `No ${m.clause_name} clause`,
      category: m.category ?? 'other',
      weight: m.playbook_violation ? 2 : 1,
      spans: [],
      reference: 'Not present in the contract',
    });
  }
  for (const n of rai.non_standard_unusual_terms) {
    items.push({
      key: `ns|${n.category}|${norm(n.term_description)}`,
      kind: 'non-standard',
      title: n.term_description,
      category: n.category,
      weight: 1,
      spans: n.spans,
      reference: n.relevant_clause_reference,
    });
  }
  for (const n of rai.ambiguities_inconsistencies) {
    items.push({
      key: `amb|${n.category}|${norm(n.issue_description)}`,
      kind: 'ambiguity',
      title: n.issue_description,
      category: n.category,
      weight: 0,
      spans: n.spans,
      reference: n.relevant_clause_reference,
    });
  }
  for (const c of a.playbook_review?.rules_checked ?? []) {
    const violation = rai.categorized_risks.find((r) => r.playbook_rule === c.line);
    items.push({
      key: `playbook|${c.line}`,
      kind: 'playbook',
      title: violation?.risk_description ?? c.detail,
      category: violation?.category ?? 'other',
      weight: c.status === 'violated' ? 2 : 0,
      spans: violation?.spans ?? [],
      reference: violation?.relevant_clause_reference ?? '',
      rule: c.line,
      status: c.status,
      detail: c.detail,
    });
  }
  return items;
}

export interface FindingDelta {
  /** Found after the changes and not before, or worse after (higher weight, or a rule now broken). */
  appeared: FindingItem[];
  /** Found before and gone after, or better after. */
  resolved: FindingItem[];
  /** Playbook rules still broken after the changes but whose reading moved (e.g. another governing law). */
  moved: { before: FindingItem; after: FindingItem }[];
}

export function compareFindings(before: FindingItem[], after: FindingItem[]): FindingDelta {
  const b = new Map(before.map((i) => [i.key, i]));
  const a = new Map(after.map((i) => [i.key, i]));
  const delta: FindingDelta = { appeared: [], resolved: [], moved: [] };
  for (const [key, item] of a) {
    const was = b.get(key);
    if (!was) {
      if (item.kind !== 'playbook' || item.status === 'violated') delta.appeared.push(item);
    } else if (item.weight > was.weight) delta.appeared.push(item);
    else if (item.weight < was.weight) delta.resolved.push(was);
    else if (item.kind === 'playbook' && item.status === 'violated' && item.detail !== was.detail)
      delta.moved.push({ before: was, after: item });
  }
  for (const [key, item] of b) {
    if (a.has(key)) continue;
    if (item.kind !== 'playbook' || item.status === 'violated') delta.resolved.push(item);
  }
  return delta;
}
