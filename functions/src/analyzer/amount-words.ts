/**
 * An amount written in words and in figures that disagree: "within thirty (45) days", "three (2) days after
 * mailing", "thirty percent (3016)". Which one governs is for a court to decide, so a reviewer raises it
 * whichever side it acts for. Only a count, a sum or a percentage is compared: ordinals, fractions ("one half
 * of one percent (0.5%)"), decimals ("ninety-seven point five percent (97.5%)") and labels ("Year One (1998)")
 * are not amounts the two forms must repeat.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
// The same words the parser below reads, so the two can never disagree.
const WORD = `(?:${[...Object.keys(UNITS), 'hundred', ...Object.keys(SCALES)].join('|')})`;
/** Words, an optional "dollars" or "percent", then the figures in brackets: "thirty (45)", "ten percent (10%)". */
const WORDS_THEN_FIGURES = new RegExp(
  `\\b(${WORD}(?:[\\s,-]+(?:and[\\s-]+)?${WORD})*)(\\s+(?:U\\.?S\\.?\\s+)?dollars|\\s+percent|\\s+per\\s+cent)?\\s*\\(\\s*((?:US)?\\$)?\\s*(\\d[\\d,]*(?:\\.\\d+)?)\\s*(%)?\\s*\\)`,
  'gi',
);
/** What the figures count must follow them when the words name no unit: "thirty (45) days". */
const UNIT_AFTER =
  /^\s*(?:calendar\s+|business\s+|working\s+|consecutive\s+|full\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|quarters?|percent|per\s+cent|%|dollars|shares|units)\b/i;
/** A fraction, a decimal or a label before the words: "hundredths of one percent", "point five", "Year One". */
const NOT_COUNT_BEFORE =
  /(?:\bof|\bpoint|\bhundredths?|\bthousandths?|\bhalf|\bquarter|\byear|\bphase|\bstage|\bclass|\bseries|\btier|\bday|\)|\.)\s*$/i;

/** The value of amount words ("one hundred and twenty-five thousand"), or undefined when they are not one amount. */
export function wordsValue(words: string): number | undefined {
  let total = 0;
  let current = 0;
  let last = '';
  for (const w of words.toLowerCase().split(/[\s,-]+/)) {
    if (w === '' || w === 'and') continue;
    if (w in UNITS) {
      // "five four" or "thirty twenty" is two numbers, not one.
      if (last in UNITS && !(UNITS[last]! >= 20 && UNITS[last]! % 10 === 0 && UNITS[w]! < 10)) return undefined;
      current += UNITS[w]!;
    } else if (w === 'hundred') current = (current || 1) * 100;
    else if (w in SCALES) {
      total += (current || 1) * SCALES[w]!;
      current = 0;
    } else return undefined;
    last = w;
  }
  return total + current;
}

export interface AmountMismatch {
  start: number;
  end: number;
  words: number;
  figures: number;
}

/** Every amount whose words and figures disagree, in text order. */
export function amountMismatches(text: string): AmountMismatch[] {
  const out: AmountMismatch[] = [];
  WORDS_THEN_FIGURES.lastIndex = 0;
  for (let m = WORDS_THEN_FIGURES.exec(text); m; m = WORDS_THEN_FIGURES.exec(text)) {
    const [all, words, unit, dollar, figures, percent] = m;
    // A scale word opening the match belongs to a figure before it ("three (3) million dollars ($3,000,000)").
    if (/^(?:hundred|thousand|million|billion)\b/i.test(words!)) continue;
    if (NOT_COUNT_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
    const end = m.index + all.length;
    if (!unit && !dollar && !percent && !UNIT_AFTER.test(text.slice(end, end + 30))) continue;
    const w = wordsValue(words!);
    const f = Number(figures!.replace(/,/g, ''));
    if (w === undefined || !Number.isFinite(f) || w === f) continue;
    out.push({ start: m.index, end, words: w, figures: f });
  }
  return out;
}
