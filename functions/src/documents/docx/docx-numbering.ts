/**
 * List numbering for DOCX text: reads numbering.xml and styles.xml into a model, then turns each
 * numbered paragraph into its label ("1.", "1.2", "(a)", "(iv)", "•") in reading order, the way
 * Word counts: one counter set per list instance (numId), deeper levels restart when a shallower
 * level advances, and unused shallower levels show their start value.
 */
import { isW, parseXml, wAttr } from '../xml';

export interface LevelDef {
  start: number;
  numFmt: string;
  lvlText: string;
  isLgl: boolean;
  /** w:lvlRestart: restart after this (1-based) level or a shallower one is used; 0 never. */
  restartAfter?: number;
}

export interface NumDef {
  abstractId: string;
  /** Per-level start overrides (w:lvlOverride/w:startOverride): they restart the list where the instance is first used. */
  startOverrides: Map<number, number>;
  /** Per-level replacement definitions (w:lvlOverride/w:lvl). */
  levelOverrides: Map<number, LevelDef>;
}

export interface NumberingModel {
  /** abstractNumId -> levels by ilvl. */
  abstracts: Map<string, Map<number, LevelDef>>;
  /** abstractNumId -> the numbering style it takes its levels from (w:numStyleLink). */
  styleLinks: Map<string, string>;
  /** numId -> its abstract definition and overrides. */
  nums: Map<string, NumDef>;
  /** Paragraph styleId -> numbering it carries (directly or through basedOn). */
  styles: Map<string, { numId?: string; ilvl?: number; basedOn?: string }>;
  /** Numbering styleId -> the numId it points at. */
  numberingStyles: Map<string, string>;
}

export const emptyNumbering = (): NumberingModel => ({
  abstracts: new Map(),
  styleLinks: new Map(),
  nums: new Map(),
  styles: new Map(),
  numberingStyles: new Map(),
});

const int = (value: string | undefined, fallback: number) => {
  const n = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
};

const newLevel = (): LevelDef => ({ start: 1, numFmt: 'decimal', lvlText: '', isLgl: false });

export function parseNumbering(model: NumberingModel, numberingXml: string | undefined): void {
  if (!numberingXml) return;
  let abstractId: string | undefined;
  let abstract: Map<number, LevelDef> | undefined;
  let level: LevelDef | undefined;
  let num: NumDef | undefined;
  let overrideLevel: number | undefined;
  parseXml(
    numberingXml,
    {
      open(tag) {
        if (isW(tag, 'abstractNum')) {
          abstract = new Map();
          abstractId = wAttr(tag, 'abstractNumId') ?? '';
          model.abstracts.set(abstractId, abstract);
        } else if (isW(tag, 'numStyleLink') && abstractId !== undefined)
          model.styleLinks.set(abstractId, wAttr(tag, 'val') ?? '');
        else if (isW(tag, 'lvl') && abstract) {
          level = newLevel();
          abstract.set(int(wAttr(tag, 'ilvl'), 0), level);
        } else if (isW(tag, 'lvl') && num && overrideLevel !== undefined) {
          level = newLevel();
          num.levelOverrides.set(overrideLevel, level);
        } else if (level && isW(tag, 'start')) level.start = int(wAttr(tag, 'val'), 1);
        else if (level && isW(tag, 'numFmt')) level.numFmt = wAttr(tag, 'val') ?? 'decimal';
        else if (level && isW(tag, 'lvlText')) level.lvlText = wAttr(tag, 'val') ?? '';
        else if (level && isW(tag, 'lvlRestart')) level.restartAfter = int(wAttr(tag, 'val'), 0);
        else if (level && isW(tag, 'isLgl')) level.isLgl = wAttr(tag, 'val') !== '0' && wAttr(tag, 'val') !== 'false';
        else if (isW(tag, 'num')) {
          num = { abstractId: '', startOverrides: new Map(), levelOverrides: new Map() };
          model.nums.set(wAttr(tag, 'numId') ?? '', num);
        } else if (num && isW(tag, 'abstractNumId')) num.abstractId = wAttr(tag, 'val') ?? '';
        else if (num && isW(tag, 'lvlOverride')) overrideLevel = int(wAttr(tag, 'ilvl'), 0);
        else if (num && overrideLevel !== undefined && isW(tag, 'startOverride')) {
          num.startOverrides.set(overrideLevel, int(wAttr(tag, 'val'), 1));
        }
      },
      close(tag) {
        if (isW(tag, 'abstractNum')) {
          abstract = undefined;
          abstractId = undefined;
        } else if (isW(tag, 'lvl')) level = undefined;
        else if (isW(tag, 'num')) num = undefined;
        else if (isW(tag, 'lvlOverride')) overrideLevel = undefined;
      },
    },
    'word/numbering.xml',
  );
}

export function parseStyles(model: NumberingModel, stylesXml: string | undefined): void {
  if (!stylesXml) return;
  let style: { numId?: string; ilvl?: number; basedOn?: string } | undefined;
  let styleType: string | undefined;
  let styleId = '';
  let inPPr = false;
  parseXml(
    stylesXml,
    {
      open(tag) {
        if (isW(tag, 'style')) {
          styleType = wAttr(tag, 'type');
          styleId = wAttr(tag, 'styleId') ?? '';
          style = styleType === 'paragraph' || styleType === 'numbering' ? {} : undefined;
          if (style && styleType === 'paragraph') model.styles.set(styleId, style);
        } else if (!style) return;
        else if (isW(tag, 'basedOn')) style.basedOn = wAttr(tag, 'val');
        else if (isW(tag, 'pPr')) inPPr = true;
        else if (inPPr && isW(tag, 'numId')) {
          style.numId = wAttr(tag, 'val');
          if (styleType === 'numbering' && style.numId) model.numberingStyles.set(styleId, style.numId);
        } else if (inPPr && isW(tag, 'ilvl')) style.ilvl = int(wAttr(tag, 'val'), 0);
      },
      close(tag) {
        if (isW(tag, 'style')) style = undefined;
        else if (isW(tag, 'pPr')) inPPr = false;
      },
    },
    'word/styles.xml',
  );
}

function toLetters(n: number): string {
  if (n <= 0) return String(n);
  // Word repeats the letter: a..z, aa..zz, aaa..
  const letter = String.fromCharCode(97 + ((n - 1) % 26));
  return letter.repeat(Math.floor((n - 1) / 26) + 1);
}

function toRoman(n: number): string {
  if (n <= 0 || n >= 4000) return String(n);
  const table: [number, string][] = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  for (const [value, digits] of table)
    while (n >= value) {
      out += digits;
      n -= value;
    }
  return out;
}

export function formatNumber(n: number, numFmt: string): string {
  switch (numFmt) {
    case 'lowerLetter':
      return toLetters(n);
    case 'upperLetter':
      return toLetters(n).toUpperCase();
    case 'lowerRoman':
      return toRoman(n);
    case 'upperRoman':
      return toRoman(n).toUpperCase();
    case 'decimalZero':
      return n < 10 ? `0${n}` : String(n);
    case 'none':
      return '';
    case 'ordinal': {
      const suffix =
        n % 100 >= 11 && n % 100 <= 13
          ? 'th'
          : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
      return `${n}${suffix}`;
    }
    default:
      return String(n);
  }
}

/** Symbol/Wingdings bullets live in the private use area; show them as plain bullets. */
function bulletText(lvlText: string): string {
  if (lvlText === '' || /[\uf000-\uf8ff]/.test(lvlText)) return '•';
  if (lvlText === 'o') return '◦';
  if (lvlText === '§') return '▪';
  return lvlText;
}

/**
 * Counts list items in reading order and returns each one's label, as Word and LibreOffice do:
 * every list instance (numId) of one abstract definition shares one set of counters, a start
 * override restarts them where its instance is first used, and a level restarts when a shallower
 * one advances (unless its w:lvlRestart says otherwise).
 */
export class ListCounter {
  private readonly counters = new Map<string, (number | undefined)[]>();
  /** numId -> levels whose start override has not been applied yet. */
  private readonly pendingStarts = new Map<string, Map<number, number>>();
  constructor(private readonly model: NumberingModel) {}

  /** The numbering a paragraph gets: its own numPr, else its style's (through basedOn). */
  resolve(
    numId: string | undefined,
    ilvl: number | undefined,
    styleId: string | undefined,
  ): { numId: string; ilvl: number } | undefined {
    let resolvedNum = numId;
    let resolvedLvl = ilvl;
    const seen = new Set<string>();
    let id = styleId;
    while (id && !seen.has(id) && (resolvedNum === undefined || resolvedLvl === undefined)) {
      seen.add(id);
      const style = this.model.styles.get(id);
      if (!style) break;
      resolvedNum ??= style.numId;
      if (resolvedLvl === undefined && style.ilvl !== undefined && (numId === undefined || style.numId === numId))
        resolvedLvl = style.ilvl;
      id = style.basedOn;
    }
    if (resolvedNum === undefined || resolvedNum === '0' || !this.model.nums.has(resolvedNum)) return undefined;
    return { numId: resolvedNum, ilvl: Math.min(Math.max(resolvedLvl ?? 0, 0), 8) };
  }

  /** The abstract definition a list instance uses, following a numbering-style link. */
  private abstractOf(num: NumDef): string {
    let abstractId = num.abstractId;
    const seen = new Set<string>();
    while (this.model.styleLinks.has(abstractId) && !seen.has(abstractId)) {
      seen.add(abstractId);
      const linkedNum = this.model.nums.get(
        this.model.numberingStyles.get(this.model.styleLinks.get(abstractId)!) ?? '',
      );
      if (!linkedNum) break;
      abstractId = linkedNum.abstractId;
    }
    return abstractId;
  }

  /** Advances the counter of (numId, ilvl) and returns the label, or '' for an unknown list. */
  next(numId: string, ilvl: number): string {
    const num = this.model.nums.get(numId);
    if (!num) return '';
    const abstractId = this.abstractOf(num);
    const abstract = this.model.abstracts.get(abstractId);
    if (!abstract) return '';
    const levelOf = (l: number) => num.levelOverrides.get(l) ?? abstract.get(l);
    const startOf = (l: number) => levelOf(l)?.start ?? 1;
    if (!this.pendingStarts.has(numId)) this.pendingStarts.set(numId, new Map(num.startOverrides));
    const pending = this.pendingStarts.get(numId)!;
    const counts = this.counters.get(abstractId) ?? [];
    this.counters.set(abstractId, counts);
    const override = pending.get(ilvl);
    if (override !== undefined) {
      counts[ilvl] = override;
      pending.delete(ilvl);
    } else counts[ilvl] = counts[ilvl] === undefined ? startOf(ilvl) : counts[ilvl] + 1;
    for (let deeper = ilvl + 1; deeper < counts.length; deeper++) {
      const restartAfter = levelOf(deeper)?.restartAfter;
      // Default: any shallower level restarts it; lvlRestart N: only levels 1..N (1-based); 0: never.
      if (restartAfter === undefined || ilvl < restartAfter) counts[deeper] = undefined;
    }
    const level = levelOf(ilvl);
    if (!level) return '';
    if (level.numFmt === 'bullet') return bulletText(level.lvlText);
    return level.lvlText.replace(/%([1-9])/g, (_, d: string) => {
      const l = Number(d) - 1;
      const value = counts[l] ?? startOf(l);
      // Legal numbering shows every level's number in decimal.
      const fmt = level.isLgl ? 'decimal' : (levelOf(l)?.numFmt ?? 'decimal');
      return formatNumber(value, fmt);
    });
  }
}
