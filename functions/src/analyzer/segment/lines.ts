/**
 * Line patterns and heading helpers for segmentation (../segment.ts). Every regex is anchored.
 */
import type { Line } from '../text';

export const TOC_LINE = /\S(?:\s{3,}|\.{4,}\s*)\d{1,3}\s*$/;
export const FURNITURE = /^(?:Source:|Page \d+(?: of \d+)?$|-?\s*\d{1,3}\s*-?$|\[?\*\*\*\]?$|Table of Contents$)/i;
export const ARTICLE = /^(?:ARTICLE|Article)\s+([IVXLC]{1,6}|\d{1,3})\b\.?\s*[-–—:.]?\s*(.*)$/;
export const EXHIBIT =
  /^(EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment|ADDENDUM|Addendum)\s+([A-Z0-9][A-Za-z0-9.-]{0,8})\b\.?\s*[-–—:.]?\s*(.*)$/;
export const SECTION = /^(?:SECTION|Section|§)\s*(\d{1,3}(?:\.\d{1,3}){0,4})\.?\s*[-–—:.]?\s*(.*)$/;
export const NUMBERED = /^(\d{1,3}(?:\.\d{1,3}){0,4})(\.?)(\s+)(.*)$/;
export const LETTER = /^([A-Z])\.\s+(.*)$/;
export const PAREN = /^\(([a-z]{1,2}|[ivxlc]{1,6}|\d{1,2}|[A-Z])\)\s+(.*)$/;
export const CAPS_LINE = /^[A-Z][A-Z0-9 ,;&'’\-/()]*[A-Z)]:?$/;
export const RUN_IN = /^([A-Z][A-Za-z&’',\-/ ]{1,60}?)\.(?:\s{1,4}|$)(?=[A-Z“"(\d]|$)/;
const SMALL_WORDS = new Set([
  'and',
  'of',
  'the',
  'for',
  'to',
  'in',
  'on',
  'or',
  'by',
  'with',
  'a',
  'an',
  'as',
  'at',
  '&',
]);

export function romanToInt(s: string): number {
  const v: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const a = v[s[i]!] ?? 0;
    const b = v[s[i + 1] ?? ''] ?? 0;
    total += a < b ? -a : a;
  }
  return total;
}

export function isTitleish(s: string, maxWords = 10): boolean {
  const words = s.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > maxWords) return false;
  const caps = words.filter((w) => /^[A-Z0-9“"(]/.test(w) || SMALL_WORDS.has(w.toLowerCase())).length;
  return caps === words.length && /^[A-Z“"(]/.test(words[0]!);
}

/** Splits "HEADING. Body" or "Heading. Body" or a heading-only line into heading + body offset. */
export function splitHeading(rest: string): { heading?: string; bodyOffset: number } {
  const t = rest.trim();
  if (!t) return { bodyOffset: 0 };
  const stripped = t.replace(/[.:]$/, '');
  if (
    stripped.length <= 90 &&
    ((stripped === stripped.toUpperCase() && /[A-Z]{2}/.test(stripped)) ||
      (isTitleish(stripped, 8) && !/[.;,]/.test(stripped)))
  ) {
    return { heading: stripped, bodyOffset: rest.length };
  }
  const m = /^([A-Z][^.:\n]{1,80}?)[.:](?=\s|$)/.exec(t);
  if (m && (m[1] === m[1]!.toUpperCase() || isTitleish(m[1]!, 10)))
    return { heading: m[1]!.trim(), bodyOffset: rest.indexOf(m[0]) + m[0].length };
  const def = /^["“]([^"”]{1,60})["”]\s+(?:means|shall mean|has the meaning|refers to)/.exec(t);
  if (def) return { heading: `Definition of “${def[1]}”`, bodyOffset: 0 };
  return { bodyOffset: 0 };
}

export function nextNonBlank(lines: Line[], i: number): Line | undefined {
  for (let j = i + 1; j < lines.length && j < i + 4; j++) if (lines[j]!.text.trim()) return lines[j];
  return undefined;
}
