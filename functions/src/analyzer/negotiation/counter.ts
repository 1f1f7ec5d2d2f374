/**
 * Counter text: the other side's wording with our position put in, changing only what the position
 * is about ("three (3) months" → "eighteen (18) months", "State of California" → "State of New
 * York"), in the contract's own style, or the clause wording a position quotes.
 */
import type { Span } from '../../../../shared/schemas/analysis';
import type { Rule } from '../playbook';
import type { Position } from './positions';

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export function numberWords(n: number): string {
  if (n < 20) return SMALL[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${SMALL[n % 10]}` : '');
  if (n < 1000) return `${SMALL[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberWords(n % 100)}` : ''}`;
  return String(n);
}

const WORD_NUMBER =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:one|two|three|four|five|six|seven|eight|nine)\\s+hundred(?:\\s+and)?(?:\\s+\\w+(?:-\\w+)?)?)';
const UNIT = '(business\\s+days?|calendar\\s+days?|days?|weeks?|months?|years?)';
/** "thirty (30) days", "30 days", "thirty days". */
const DURATION = new RegExp(
  `\\b(?:(${WORD_NUMBER})\\s*\\((\\d{1,4})\\)|(\\d{1,4})|(${WORD_NUMBER}))\\s+${UNIT}\\b`,
  'i',
);

interface Duration {
  n: number;
  unit: string;
}

function durationOf(value: string): Duration | undefined {
  const m = /(\d{1,4})\s*(business\s+days?|calendar\s+days?|days?|weeks?|months?|years?)/i.exec(value);
  if (m) return { n: Number(m[1]), unit: m[2]!.toLowerCase() };
  const w = new RegExp(`(${WORD_NUMBER})\\s+${UNIT}`, 'i').exec(value);
  if (!w) return undefined;
  const n = wordsToNumber(w[1]!);
  return n === undefined ? undefined : { n, unit: w[2]!.toLowerCase() };
}

function wordsToNumber(words: string): number | undefined {
  let total = 0;
  let seen = false;
  for (const part of words
    .toLowerCase()
    .replace(/\band\b/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)) {
    const small = SMALL.indexOf(part);
    const tens = TENS.indexOf(part);
    if (small >= 0) total += small;
    else if (tens >= 2) total += tens * 10;
    else if (part === 'hundred') total = (total || 1) * 100;
    else return undefined;
    seen = true;
  }
  return seen ? total : undefined;
}

function unitFor(unit: string, n: number): string {
  const base = unit.replace(/s$/, '');
  return n === 1 ? base : `${base}s`;
}

/** The text with its first duration replaced by `to`, written the way the text writes durations. */
export function replaceDuration(text: string, to: Duration): string | undefined {
  const m = DURATION.exec(text);
  if (!m) return undefined;
  const unit = unitFor(to.unit, to.n);
  const capital = /^[A-Z]/.test(m[0]);
  let words = numberWords(to.n);
  if (capital) words = words[0]!.toUpperCase() + words.slice(1);
  const written = m[2] ? `${words} (${to.n}) ${unit}` : m[3] ? `${to.n} ${unit}` : `${words} ${unit}`;
  return text.slice(0, m.index) + written + text.slice(m.index + m[0].length);
}

const PLACE_AFTER_LAW =
  /(laws?\s+of\s+(?:the\s+)?(?:(?:State|Commonwealth|Province)\s+of\s+)?)([A-Z][\w.]*(?:\s+[A-Z][\w.]*)*)/;
const PLACE_AFTER_COURTS =
  /(courts?\b[^.;]{0,80}?\b(?:in|of)\s+(?:the\s+)?(?:(?:State|County|City|Commonwealth|Province)\s+of\s+)?)([A-Z][\w.]*(?:\s+[A-Z][\w.]*)*)/;

/** The text with the place named after "laws of" (or the courts) replaced by `place`. */
export function replacePlace(text: string, place: string, kind: 'governing-law' | 'jurisdiction'): string | undefined {
  const bare = place.replace(/^(?:the\s+)?(?:(?:state|commonwealth|province)\s+of\s+)/i, '').trim();
  const re = kind === 'governing-law' ? PLACE_AFTER_LAW : PLACE_AFTER_COURTS;
  const m = re.exec(text);
  if (!m) return undefined;
  return text.slice(0, m.index) + m[1] + bare + text.slice(m.index + m[0].length);
}

/** The sentence (or table cell line) around a span. */
function sentenceAround(text: string, span: Span): Span {
  let start = span.start;
  while (start > 0 && text[start - 1] !== '\n' && !(/[.;]/.test(text[start - 2] ?? '') && /\s/.test(text[start - 1]!)))
    start--;
  let end = span.end;
  while (end < text.length && text[end] !== '\n' && !(/[.;]/.test(text[end]!) && /\s|$/.test(text[end + 1] ?? '')))
    end++;
  return { start, end };
}

function rewrite(rule: Rule, position: Position, base: string): string | undefined {
  if (rule.kind === 'cap-months') return replaceDuration(base, { n: rule.months, unit: 'months' });
  if (rule.kind === 'max-days' || rule.kind === 'payment-days') {
    const d = durationOf(position.value) ?? durationOf(rule.text);
    return d ? replaceDuration(base, d) : undefined;
  }
  // The place as the position writes it ("London"), not the engine's reading of it ("England and Wales").
  if (rule.kind === 'governing-law' || rule.kind === 'jurisdiction')
    return replacePlace(base, writtenPlace(position.value) || rule.places[0]!, rule.kind);
  return undefined;
}

/** A position's place without the words around it: "the courts of London", "Jurisdiction: London" → "London". */
const writtenPlace = (value: string) =>
  value
    .replace(/^[^:]*:\s*/, '')
    .replace(/^(?:the\s+)?(?:courts?\s+of\s+)?(?:the\s+)?(?:laws?\s+of\s+)?/i, '')
    .trim();

export interface CounterBase {
  /** The contract text with their changes made, and undone. */
  afterText: string;
  beforeText: string;
  afterSpan: Span;
  beforeSpan: Span;
}

/**
 * The counter text for a position, replacing their text after the change: the position's quoted
 * wording, or their text with the position's figure or place put in. The figure or place is found
 * in the sentence around the change (their change may be only "California"); the counter is used
 * only when what it rewrites lies inside their change. Else our text before the change, rewritten
 * the same way. Undefined when neither holds anything the position can be written into.
 */
export function counterText(position: Position, change: CounterBase): string | undefined {
  if (position.text) return position.text;
  const rule: Rule | undefined = position.rule;
  if (!rule) return undefined;
  const sides: [string, Span][] = [
    [change.afterText, change.afterSpan],
    [change.beforeText, change.beforeSpan],
  ];
  for (const [text, span] of sides) {
    const around = sentenceAround(text, span);
    const context = text.slice(around.start, around.end);
    const out = rewrite(rule, position, context);
    if (out === undefined || out === context) continue;
    const prefix = context.slice(0, span.start - around.start);
    const suffix = context.slice(span.end - around.start);
    if (out.length >= prefix.length + suffix.length && out.startsWith(prefix) && out.endsWith(suffix)) {
      const inner = out.slice(prefix.length, out.length - suffix.length);
      if (inner.trim()) return inner;
    }
  }
  return undefined;
}
