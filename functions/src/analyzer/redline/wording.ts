/** Small pieces of contract English the edits are written with. */
import { durationInDays, escapeRe, findDurations, NUM, type Duration } from '../text';
import type { Ctx } from '../context';

const WORDS: Record<number, string> = {
  1: 'one',
  2: 'two',
  3: 'three',
  5: 'five',
  6: 'six',
  7: 'seven',
  10: 'ten',
  12: 'twelve',
  14: 'fourteen',
  15: 'fifteen',
  20: 'twenty',
  24: 'twenty-four',
  30: 'thirty',
  45: 'forty-five',
  60: 'sixty',
  90: 'ninety',
};

/** "thirty (30) days" when the contract writes numbers that way, otherwise "30 days". */
export function period(value: number, unit: Duration['unit'], like?: string): string {
  const plural = value === 1 ? unit : `${unit}s`;
  const word = WORDS[value];
  const spelled = like === undefined || /[a-z]+\s*\(\d+\)/i.test(like);
  return spelled && word ? `${word} (${value}) ${plural}` : `${value} ${plural}`;
}

export interface Placed {
  value: number;
  unit: Duration['unit'];
  /** The raw words, e.g. "ninety (90) days". */
  raw: string;
  start: number;
  end: number;
}

const DUR = new RegExp(
  String.raw`\b(${NUM})\s*(business\s+days?|calendar\s+days?|days?|weeks?|months?|years?)\b`,
  'gi',
);

/** Durations in text[start, end) with their absolute ranges. */
export function durationsIn(text: string, start: number, end: number): Placed[] {
  const s = text.slice(start, end);
  const out: Placed[] = [];
  DUR.lastIndex = 0;
  for (let m = DUR.exec(s); m !== null; m = DUR.exec(s)) {
    const d = findDurations(m[0])[0];
    if (d)
      out.push({ value: d.value, unit: d.unit, raw: m[0], start: start + m.index, end: start + m.index + m[0].length });
  }
  return out;
}

export const inDays = (d: Pick<Placed, 'value' | 'unit'>) => durationInDays(d);

/** A regular expression source matching the words the contract uses for a party set. */
export function partyWords(re: RegExp | undefined): string | undefined {
  return re?.source.replace(/^\\b\(\?:|\)\\b$/g, '');
}

/** "Either party" at the start of a sentence, "either party" inside one. */
export const either = (atStart: boolean) => (atStart ? 'Either party' : 'either party');

/** Words naming the reviewed party, for text written in its favour. */
export const selfName = (ctx: Ctx) => ctx.selfName;
export const otherName = (ctx: Ctx) => ctx.otherName;

export function wordRe(words: string): RegExp {
  return new RegExp(`\\b${escapeRe(words)}\\b`);
}
