/**
 * Segmentation: splits the contract into a tree of clauses (articles, numbered sections, lettered
 * and parenthesised sub-clauses, exhibits, ALL-CAPS and Word-style headings) with exact character
 * offsets into the submitted text. Line-based and linear; every regex is anchored.
 * Patterns and heading helpers: segment/lines.ts; the clause tree: segment/tree.ts.
 */
import { splitLines } from './text';
import {
  ARTICLE,
  CAPS_LINE,
  EXHIBIT,
  FURNITURE,
  LETTER,
  NUMBERED,
  PAREN,
  RUN_IN,
  SECTION,
  TOC_LINE,
  isTitleish,
  nextNonBlank,
  romanToInt,
  splitHeading,
} from './segment/lines';
import { buildClauses, type Boundary, type Clause } from './segment/tree';

export { sectionOf, type Clause, type ClauseKind } from './segment/tree';

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
