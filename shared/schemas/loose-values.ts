/**
 * Reading loosely-typed stored JSON (analyses and redline metadata written by either engine or by
 * older versions): tolerant coercions that never throw, and the parser for fenced or twice-encoded text.
 */
import type { Priority, Span } from './analysis-values';

export type Rec = Record<string, unknown>;
export const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
export const str = (x: unknown): string =>
  typeof x === 'string' ? x : typeof x === 'number' || typeof x === 'boolean' ? String(x) : '';
export const strOrUndef = (x: unknown): string | undefined => (typeof x === 'string' && x ? x : undefined);
export const recs = (x: unknown): Rec[] => (Array.isArray(x) ? x.filter(isRec) : []);
export const strs = (x: unknown): string[] =>
  Array.isArray(x)
    ? x.map((e) => (isRec(e) ? JSON.stringify(e) : str(e))).filter((s) => s !== '')
    : typeof x === 'string' && x
      ? [x]
      : [];
export const cat = (x: unknown, fallback = 'other'): string => (typeof x === 'string' && x ? x : fallback);
export const priority = (x: unknown): Priority => {
  const p = str(x).toLowerCase();
  return p === 'high' || p === 'low' ? p : p === 'critical' ? 'high' : 'medium';
};
export const spanList = (x: unknown): Span[] =>
  recs(x)
    .map((s) => ({ start: Number(s.start), end: Number(s.end) }))
    .filter((s) => Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.end >= s.start);

/** Parses analysis text as stored: possibly fenced (```json ... ```) and possibly JSON-encoded twice. */
export function parseAnalysisText(input: unknown): unknown {
  let value: unknown = input;
  for (let i = 0; i < 4 && typeof value === 'string'; i++) {
    let text = value.trim();
    const fence = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```\s*$/.exec(text);
    if (fence?.[1] !== undefined) text = fence[1].trim();
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return value;
}
