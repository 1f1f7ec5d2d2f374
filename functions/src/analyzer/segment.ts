/**
 * Segmentation: splits the contract into a tree of clauses (articles, numbered sections, lettered
 * and parenthesised sub-clauses, exhibits, ALL-CAPS and Word-style headings) with exact character
 * offsets into the submitted text. Line-based and linear; every regex is anchored.
 */
import { splitLines, type Line } from './text';

export type ClauseKind =
  'preamble' | 'article' | 'section' | 'item' | 'exhibit' | 'heading' | 'paragraph' | 'signature';

export interface Clause {
  index: number;
  start: number;
  end: number;
  bodyStart: number;
  level: number;
  kind: ClauseKind;
  number?: string;
  label: string;
  heading?: string;
  parent: number | null;
  ref: string;
}

interface Boundary {
  line: number;
  start: number;
  bodyStart: number;
  level: number;
  kind: ClauseKind;
  number?: string;
  heading?: string;
  exhibit?: string;
}

const TOC_LINE = /\S(?:\s{3,}|\.{4,}\s*)\d{1,3}\s*$/;
const FURNITURE = /^(?:Source:|Page \d+(?: of \d+)?$|-?\s*\d{1,3}\s*-?$|\[?\*\*\*\]?$|Table of Contents$)/i;
const ARTICLE = /^(?:ARTICLE|Article)\s+([IVXLC]{1,6}|\d{1,3})\b\.?\s*[-–—:.]?\s*(.*)$/;
const EXHIBIT =
  /^(EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment|ADDENDUM|Addendum)\s+([A-Z0-9][A-Za-z0-9.-]{0,8})\b\.?\s*[-–—:.]?\s*(.*)$/;
const SECTION = /^(?:SECTION|Section|§)\s*(\d{1,3}(?:\.\d{1,3}){0,4})\.?\s*[-–—:.]?\s*(.*)$/;
const NUMBERED = /^(\d{1,3}(?:\.\d{1,3}){0,4})(\.?)(\s+)(.*)$/;
const LETTER = /^([A-Z])\.\s+(.*)$/;
const PAREN = /^\(([a-z]{1,2}|[ivxlc]{1,6}|\d{1,2}|[A-Z])\)\s+(.*)$/;
const CAPS_LINE = /^[A-Z][A-Z0-9 ,;&'’\-/()]*[A-Z)]:?$/;
const RUN_IN = /^([A-Z][A-Za-z&’',\-/ ]{1,60}?)\.(?:\s{1,4}|$)(?=[A-Z“"(\d]|$)/;
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

function romanToInt(s: string): number {
  const v: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const a = v[s[i]!] ?? 0;
    const b = v[s[i + 1] ?? ''] ?? 0;
    total += a < b ? -a : a;
  }
  return total;
}

function isTitleish(s: string, maxWords = 10): boolean {
  const words = s.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > maxWords) return false;
  const caps = words.filter((w) => /^[A-Z0-9“"(]/.test(w) || SMALL_WORDS.has(w.toLowerCase())).length;
  return caps === words.length && /^[A-Z“"(]/.test(words[0]!);
}

/** Splits "HEADING. Body" or "Heading. Body" or a heading-only line into heading + body offset. */
function splitHeading(rest: string): { heading?: string; bodyOffset: number } {
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

function nextNonBlank(lines: Line[], i: number): Line | undefined {
  for (let j = i + 1; j < lines.length && j < i + 4; j++) if (lines[j]!.text.trim()) return lines[j];
  return undefined;
}

export function segment(text: string): Clause[] {
  const lines = splitLines(text);
  const numberedCount = lines.reduce(
    (n, l) => n + (/^\s*(?:\d{1,3}\.\d{0,3}|Section \d|ARTICLE|Article \d)/.test(l.text) ? 1 : 0),
    0,
  );
  const wordMode = numberedCount < 3;
  const bounds: Boundary[] = [];
  let lastTop = 0;
  let inExhibit: string | undefined;
  let seenSection = false;
  let prevBlank = true;
  let prevText = '';
  let numberedParentLevel = 1;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const lead = line.text.length - line.text.trimStart().length;
    const t = line.text.trim();
    const at = line.start + lead;
    const wasBlank = prevBlank;
    const prevEnds = /[.:;]\s*$/.test(prevText) || wasBlank;
    prevBlank = t === '';
    if (t === '') continue;
    prevText = t;
    if (
      FURNITURE.test(t) ||
      (TOC_LINE.test(t) && /^(?:ARTICLE|Article|Section|SECTION|\d|Schedule|Exhibit|EXHIBIT)/.test(t))
    )
      continue;
    const push = (b: Omit<Boundary, 'line' | 'start'>) =>
      bounds.push({ line: i, start: at, ...b, ...(inExhibit && b.kind !== 'exhibit' ? { exhibit: inExhibit } : {}) });
    let m: RegExpExecArray | null;

    if (/^IN WITNESS WHEREOF/i.test(t)) {
      push({ bodyStart: at, level: 0, kind: 'signature', heading: 'Signatures' });
      continue;
    }
    if ((m = ARTICLE.exec(t)) && !/^[a-z]/.test(m[2]!)) {
      const n = /\d/.test(m[1]!) ? Number(m[1]) : romanToInt(m[1]!);
      let heading = m[2]!.trim() || undefined;
      let bodyStart = line.end;
      if (!heading) {
        const nx = nextNonBlank(lines, i);
        if (nx && nx.text.trim().length <= 80 && !/[.;,]$/.test(nx.text.trim()) && /^[A-Z]/.test(nx.text.trim())) {
          heading = nx.text.trim();
          bodyStart = nx.end;
        }
      }
      lastTop = n;
      seenSection = true;
      inExhibit = undefined;
      push({
        bodyStart,
        level: 0,
        kind: 'article',
        number: m[1],
        ...(heading ? { heading: heading.replace(/[.:]$/, '') } : {}),
      });
      continue;
    }
    if ((m = EXHIBIT.exec(t)) && t.length <= 120 && !/^[a-z]/.test(m[3]!) && !(m[2]!.includes('.') && !seenSection)) {
      if (!seenSection && bounds.length === 0 && line.start < 400) continue;
      const id = `${m[1]![0]}${m[1]!.slice(1).toLowerCase()} ${m[2]!.replace(/\.$/, '')}`;
      inExhibit = id;
      lastTop = 0;
      let exHeading = m[3]!.trim();
      let exBody = line.end;
      const nx = exHeading ? undefined : nextNonBlank(lines, i);
      const nxt = nx?.text.trim() ?? '';
      if (nx && nxt.length <= 80 && /^[A-Z]/.test(nxt) && !/[.;,:]$/.test(nxt) && nxt.split(/\s+/).length <= 8) {
        exHeading = nxt;
        exBody = nx.end;
      }
      push({ bodyStart: exBody, level: 0, kind: 'exhibit', number: id, ...(exHeading ? { heading: exHeading } : {}) });
      continue;
    }
    if ((m = SECTION.exec(t)) && !/^[a-z]/.test(m[2]!)) {
      const parts = m[1]!.split('.');
      const top = Number(parts[0]);
      if (top >= lastTop && top <= lastTop + 3) {
        if (parts.length === 1 || top > lastTop) lastTop = top;
        const h = splitHeading(m[2]!);
        seenSection = true;
        push({
          bodyStart: at + t.length - m[2]!.length + h.bodyOffset,
          level: parts.length,
          kind: 'section',
          number: m[1],
          ...(h.heading ? { heading: h.heading } : {}),
        });
        numberedParentLevel = parts.length;
        continue;
      }
    }
    if ((m = NUMBERED.exec(t)) && /^[A-Z“"(]/.test(m[4]!)) {
      const parts = m[1]!.split('.').filter(Boolean);
      const top = Number(parts[0]);
      const single = parts.length === 1;
      const ok = single
        ? (m[2] === '.' || m[3]!.length >= 2) &&
          (top === lastTop + 1 || top === lastTop + 2 || (top === 1 && lastTop === 0)) &&
          !/^\d/.test(m[4]!)
        : top >= Math.max(1, lastTop) && top <= lastTop + 1;
      if (ok && top <= 200) {
        lastTop = top;
        const h = splitHeading(m[4]!);
        seenSection = true;
        push({
          bodyStart: at + t.length - m[4]!.length + h.bodyOffset,
          level: parts.length,
          kind: 'section',
          number: parts.join('.'),
          ...(h.heading ? { heading: h.heading } : {}),
        });
        numberedParentLevel = parts.length;
        continue;
      }
      if (seenSection && single && wasBlank) {
        push({
          bodyStart: at + t.length - m[4]!.length,
          level: numberedParentLevel + 1,
          kind: 'item',
          number: `${m[1]}`,
        });
        continue;
      }
    }
    if (seenSection && (m = LETTER.exec(t)) && /^[A-Z“"(]/.test(m[2]!) && prevEnds) {
      const h = splitHeading(m[2]!);
      push({
        bodyStart: at + t.length - m[2]!.length + h.bodyOffset,
        level: numberedParentLevel + 1,
        kind: 'item',
        number: m[1],
        ...(h.heading ? { heading: h.heading } : {}),
      });
      continue;
    }
    if ((seenSection || wordMode) && (m = PAREN.exec(t)) && prevEnds) {
      const deep = /^[ivxlc]+$/.test(m[1]!) && !/^[a-h]$/.test(m[1]!) ? 2 : 1;
      push({
        bodyStart: at + 2 + m[1]!.length,
        level: numberedParentLevel + 1 + deep,
        kind: 'item',
        number: `(${m[1]})`,
      });
      continue;
    }
    const words = t.split(/\s+/).length;
    if (
      CAPS_LINE.test(t) &&
      words <= 8 &&
      t.length <= 70 &&
      wasBlank &&
      /[A-Z]{3}/.test(t) &&
      !/\d{4}/.test(t) &&
      !/(?:,|\bAND|\bOR|\bTHE|\bOF)$/.test(t)
    ) {
      push({ bodyStart: line.end, level: 1, kind: 'heading', heading: t.replace(/:$/, '') });
      continue;
    }
    if (wordMode) {
      const nx = nextNonBlank(lines, i);
      const nxt = nx?.text.trim() ?? '';
      if (
        words <= 7 &&
        t.length <= 60 &&
        isTitleish(t, 7) &&
        !/[.,;:]$/.test(t) &&
        (nxt.length > 60 || RUN_IN.test(nxt))
      ) {
        push({ bodyStart: line.end, level: 1, kind: 'heading', heading: t });
        continue;
      }
      if ((m = RUN_IN.exec(t)) && isTitleish(m[1]!, 7) && (t.length > m[0].length + 10 || t === m[0].trim())) {
        push({ bodyStart: at + m[0].length, level: 2, kind: 'heading', heading: m[1]!.trim() });
        continue;
      }
    }
  }
  return buildClauses(text, bounds);
}

function buildClauses(text: string, bounds: Boundary[]): Clause[] {
  const clauses: Clause[] = [];
  if (bounds.length < 2) return paragraphs(text);
  const first = bounds[0]!.start;
  if (text.slice(0, first).trim())
    clauses.push({
      index: 0,
      start: 0,
      end: first,
      bodyStart: 0,
      level: 0,
      kind: 'preamble',
      label: 'Preamble',
      parent: null,
      ref: 'Preamble',
    });
  const stack: number[] = [];
  for (let k = 0; k < bounds.length; k++) {
    const b = bounds[k]!;
    const end = k + 1 < bounds.length ? bounds[k + 1]!.start : text.length;
    while (stack.length > 0 && clauses[stack[stack.length - 1]!]!.level >= b.level) stack.pop();
    const parent = stack.length > 0 ? stack[stack.length - 1]! : null;
    const parentClause = parent === null ? undefined : clauses[parent];
    const label = makeLabel(b, parentClause);
    const index = clauses.length;
    const heading = b.heading?.replace(/\s+/g, ' ');
    const ref = heading && !label.includes(heading) ? `${label} (${heading})` : label;
    clauses.push({
      index,
      start: b.start,
      end,
      bodyStart: Math.min(Math.max(b.bodyStart, b.start), end),
      level: b.level,
      kind: b.kind,
      ...(b.number ? { number: b.number } : {}),
      label,
      ...(heading ? { heading } : {}),
      parent,
      ref,
    });
    stack.push(index);
  }
  return clauses;
}

function makeLabel(b: Boundary, parent: Clause | undefined): string {
  const inEx = b.exhibit ? `${b.exhibit}, ` : '';
  switch (b.kind) {
    case 'article':
      return `Article ${b.number}`;
    case 'exhibit':
      return b.number ?? 'Exhibit';
    case 'signature':
      return 'Signature block';
    case 'section':
      return `${inEx}Section ${b.number}`;
    case 'item': {
      const base =
        parent && parent.kind !== 'heading' && parent.kind !== 'preamble' ? parent.label : (parent?.heading ?? '');
      if (!base) return `Item ${b.number}`;
      if (b.number && /^[A-Z]$/.test(b.number)) return `${base}.${b.number}`;
      return `${base}${b.number?.startsWith('(') ? '' : ' '}${b.number ?? ''}`;
    }
    default: {
      const h = b.heading ?? 'Untitled';
      return parent?.heading && b.level > 1 ? `${parent.heading} — ${h}` : h;
    }
  }
}

function paragraphs(text: string): Clause[] {
  const out: Clause[] = [];
  const re = /\S[\s\S]*?(?=\n\s*\n|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const n = out.length + 1;
    out.push({
      index: out.length,
      start: m.index,
      end: m.index + m[0].length,
      bodyStart: m.index,
      level: 1,
      kind: 'paragraph',
      label: `Paragraph ${n}`,
      parent: null,
      ref: `Paragraph ${n}`,
    });
    if (m[0].length === 0) re.lastIndex++;
  }
  if (out.length === 0)
    out.push({
      index: 0,
      start: 0,
      end: text.length,
      bodyStart: 0,
      level: 1,
      kind: 'paragraph',
      label: 'Paragraph 1',
      parent: null,
      ref: 'Paragraph 1',
    });
  return out;
}

/** The nearest ancestor-or-self that is a numbered section/article/heading (for grouping items). */
export function sectionOf(clauses: Clause[], c: Clause): Clause {
  let cur = c;
  while (cur.kind === 'item' && cur.parent !== null) cur = clauses[cur.parent]!;
  return cur;
}
