/**
 * The CUAD categories the evaluation scores. CUAD v1 has 41 labels; 8 of them are facts read into
 * the contract snapshot (name, parties, dates, renewal, notice, governing law) and are scored as
 * facts; the other 33 are clause categories scored by detection F1 and span overlap.
 */
import { CUAD_CATEGORIES, resolveCategory } from '../../shared/taxonomy';

export const FACT_LABELS = [
  'Document Name',
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Renewal Term',
  'Notice Period To Terminate Renewal',
  'Governing Law',
] as const;

const factIds = new Set<string>(FACT_LABELS.map((l) => resolveCategory(l)!));

/** The 33 CUAD clause categories (taxonomy ids), in CUAD's order. */
export const CLAUSE_CATEGORIES: readonly string[] = CUAD_CATEGORIES.filter((c) => !factIds.has(c.id)).map((c) => c.id);

/** The CUAD label of a taxonomy id, for tables ("cap-on-liability" → "Cap On Liability"). */
export function cuadLabel(id: string): string {
  return CUAD_CATEGORIES.find((c) => c.id === id)?.cuadLabel ?? id;
}

/** The label inside what a labelled file may carry: a CUAD question id ("<contract>__Governing Law"), a CUAD question ('... related to "Governing Law" that ...'), or the label itself. */
export function labelName(raw: string): string {
  const quoted = /related to "([^"]+)"/.exec(raw);
  return quoted ? quoted[1]! : raw.includes('__') ? raw.slice(raw.lastIndexOf('__') + 2) : raw;
}

/** A taxonomy id from a taxonomy id, a CUAD label, a CUAD question id or a CUAD question. */
export function toCategoryId(raw: string): string | undefined {
  return resolveCategory(labelName(raw));
}
