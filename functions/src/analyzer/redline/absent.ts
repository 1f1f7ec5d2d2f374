/**
 * What the document already has, so a redline inserts a clause only for a protection that is
 * genuinely absent: from the document (detection, the review's reading, a heading, a key-terms
 * row) and from whatever it incorporates by reference (incorporation.ts). And the document's own
 * words for what an inserted clause must say: its name for itself ("this MNDA"), how it writes
 * numbers ("thirty (30) days" or "30 days"), and values it names on a cover page ("Governing Law |
 * California"), so that no placeholder is ever inserted.
 */
import { categoryLabel } from '../../../../shared/taxonomy';
import { carriedBy } from '../incorporation';
import { whereIs } from '../playbook/checks-clauses';
import { escapeRe } from '../text';
import type { EditorEnv } from './types';

/** A value still to be filled in: "{governing_law}", "[insert jurisdiction]", "[ ]", "____", "TBD". */
export const PLACEHOLDER =
  /\{[a-z_][\w.]*\}|\[\s*(?:insert[^\]]*|●|•|x|_+|\s*|TBD|[A-Z][A-Z ]{2,})\s*\]|_{3,}|\bTBD\b|<<[^>]*>>/i;

/** Headings that name a clause type in the words contracts use for it. */
const HEADING: Record<string, RegExp> = {
  'cap-on-liability': /limitation\s+of\s+liability|liability/i,
  'limitation-of-liability': /limitation\s+of\s+liability|liability/i,
  confidentiality: /confidential|non-?disclosure/i,
  'governing-law': /governing\s+law|applicable\s+law|choice\s+of\s+law/i,
  'dispute-resolution': /disputes?|arbitration|jurisdiction|courts?|venue/i,
  'termination-for-cause': /terminat/i,
  'force-majeure': /force\s+majeure/i,
  'data-protection': /data\s+protection|privacy|personal\s+data/i,
  indemnification: /indemn/i,
};

/** A key-terms row of a cover page: "Governing Law | California", "Courts: the courts of Delaware". */
export function namedValue(text: string, label: RegExp): string | undefined {
  const re = new RegExp(`^[ \\t]*(?:${label.source})[ \\t]*(?:\\||:)[ \\t]*([^|\\n]{2,120})$`, 'gim');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const v = m[1]!
      .replace(/^the\s+laws?\s+of\s+(?:the\s+)?/i, '')
      .replace(/[.\s]+$/, '')
      .trim();
    if (v && !PLACEHOLDER.test(v)) return v;
  }
  return undefined;
}

/** Whether the document shows the clause type, by any reading, or has a key-terms row for it. */
export function inDocument(env: EditorEnv, category: string): boolean {
  if (whereIs(env, category)) return true;
  const h = HEADING[category] ?? new RegExp(escapeRe(categoryLabel(category)), 'i');
  if (env.ctx.clauses.some((c) => c.heading && h.test(c.heading))) return true;
  return new RegExp(`^[ \\t]*(?:${h.source})[^|\\n]{0,40}(?:\\||:)`, 'im').test(env.ctx.text);
}

/** A protection is genuinely absent when neither the document nor the terms it incorporates has it. */
export function genuinelyAbsent(env: EditorEnv, category: string): boolean {
  return !inDocument(env, category) && !carriedBy(env.incorporated, category);
}

/** How the document names itself ("this MNDA", "this Contract"); "this Agreement" by default. */
export function documentName(text: string): string {
  const m = /\((?:the\s+|this\s+)?["“]\s*(MNDA|NDA|Agreement|Contract|MSA|PSA|Terms)\s*["”]\)/.exec(
    text.slice(0, 4000),
  );
  return `this ${m?.[1] ?? 'Agreement'}`;
}

/** Whether the document writes numbers as words and digits ("thirty (30) days"). */
export const spelledNumbers = (text: string) =>
  /\b[a-z]+(?:-[a-z]+)?\s*\(\d{1,3}\)\s*(?:days?|months?|years?)/i.test(text) ||
  !/\b\d{1,3}\s+(?:days?|months?|years?)\b/i.test(text);
