/**
 * The clause tree built from the boundaries found by segmentation (../segment.ts): parents,
 * labels and references ("Section 4.1(a)"), and the paragraph fallback for unstructured text.
 */
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

/** A clause start found by segmentation, before the tree is built. */
export interface Boundary {
  line: number;
  start: number;
  bodyStart: number;
  level: number;
  kind: ClauseKind;
  number?: string;
  heading?: string;
  exhibit?: string;
}

export function buildClauses(text: string, bounds: Boundary[]): Clause[] {
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
    const shown = heading && headingForRef(heading);
    const ref = shown && !label.includes(shown) ? `${label} (${shown})` : label;
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

/**
 * A heading as a reference shows it, never the body it runs into on a flattened line ("INDEMNIFICATION
 * 8.1. Indemnification by Licensor. Licensor shall defend ..."): cut at the first sub-number or rule,
 * then keep the capitalised heading words; a sentence read as a heading is no heading.
 */
function headingForRef(h: string): string | undefined {
  const cut = h.split(/\s(?:\d+\.\d+|\(\w\)|-{3,}|Section\s+\d)/)[0]!.trim();
  if (cut.length <= 90) return cut || undefined;
  const caps = /^(?:[A-Z][A-Z0-9&,'’/-]*\s+){0,9}[A-Z][A-Z0-9&'’/-]*\b/.exec(cut)?.[0];
  return caps && caps.length >= 4 ? caps : undefined;
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
      // A bare number under a numbered section ("12. TRANSFER OF INTELLECTUAL PROPERTY" read inside
      // Section 6 of a flattened text) is a section of its own: "Section 12", never "Section 6 12".
      if (b.number && /^\d+\.?$/.test(b.number) && parent?.kind === 'section')
        return `${inEx}Section ${b.number.replace(/\.$/, '')}`;
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
