/** The literal gate never changes a pattern's answer: checked on every table pattern against real contract text. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUES } from './cues';
import { BOILERPLATE, CUES as FINDING_CUES, FAMILY_WORDS } from './findings/topics';
import { literalIndex, literalScanner, requiredLiterals } from './literal-gate';
import { KEYWORDS } from './model/definitional-keywords';
import { DEFINITIONAL, MENTIONS } from './model/definitional-patterns';
import { SHARED_DIR } from '../../../tests/support/shared-dir';

describe('requiredLiterals', () => {
  it('reads the longest certain run of each alternative, through word boundaries, groups and optional words', () => {
    expect(requiredLiterals(/\bindemnif|\bhold\s+(?:\w+\s+){0,3}harmless\b/i)).toEqual(['indemnif', 'harmless']);
    expect(requiredLiterals(/(?:limitations?|cap|exclusions?)[^.]{0,80}(?:to|by)/i)).toEqual([
      'limitation',
      'cap',
      'exclusion',
    ]);
    expect(requiredLiterals(/(?:limitations?|cap)[^.]{0,80}shall not/i)).toEqual(['shall not']);
    expect(requiredLiterals(/\b(?:total|aggregate)?\s*(?:liabilit(?:y|ies)|damages)\b/i)).toEqual([
      'liabilit',
      'damages',
    ]);
    expect(requiredLiterals(/\bthe\s+singular\b|\bnon-?compet/i)).toEqual(['singular', 'compet']);
    expect(requiredLiterals(/ab(?=c)cd+e/)).toEqual(['abcd']);
    expect(requiredLiterals(/\$\s?\d|\bUS\$|%/i)).toEqual(['$', 'us$', '%']);
    expect(requiredLiterals(/(?<=\s)net \d+/)).toEqual(['net ']);
    expect(requiredLiterals(/_{4,}/)).toEqual(['_']);
  });

  it('answers null when an alternative has no literal it can read', () => {
    expect(requiredLiterals(/\b\d+\s*(?:days)?|\bmonths/i)).toBeNull();
    expect(requiredLiterals(/[A-Z]{3}|\bfee/i)).toBeNull();
    expect(requiredLiterals(/(?:ab)?c?\d/i)).toBeNull();
    expect(requiredLiterals(/(a)bc\1|\bfee/i)).toBeNull();
    expect(requiredLiterals(/\x41bc/i)).toBeNull();
    expect(requiredLiterals(/abc|/i)).toBeNull();
    expect(requiredLiterals(/\bfee/iu)).toBeNull();
  });
});

const devTexts = (): string[] => {
  try {
    return readFileSync(`${SHARED_DIR}/eval/cuad-dev.jsonl`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, 3)
      .map((l) => (JSON.parse(l) as { text: string }).text);
  } catch {
    return [];
  }
};

describe('literalIndex', () => {
  const patterns: RegExp[] = [
    ...CUES.flatMap((c) => [...(c.b ?? []), ...(c.h ?? []), ...(c.n ?? [])].map(([re]) => re)),
    ...Object.values(DEFINITIONAL).flat(),
    ...Object.values(MENTIONS).flat(),
    ...[...FAMILY_WORDS, ...FINDING_CUES, ...BOILERPLATE].map(([, re]) => re),
  ];
  const sentences = devTexts()
    .join('\n')
    .split(/(?<=[.;:])\s+|\n{2,}/)
    .concat(['Hold   Harmless', 'INDEMNIFICATION', 'US$5,000', 'a fee of 5%', '________', 'İndemnify']);

  it('gives the same answer as the pattern on every sentence of three dev contracts', () => {
    expect(patterns.length).toBeGreaterThan(300);
    const index = literalIndex(patterns);
    let differ = 0;
    let skipped = 0;
    for (const s of sentences) {
      const may = index(s);
      for (const re of patterns) {
        const plain = re.test(s);
        const gated = may(re) && re.test(s);
        if (plain !== gated) differ++;
        if (!may(re)) skipped++;
      }
    }
    expect(differ).toBe(0);
    // Most patterns are skipped for most sentences: the point of the index.
    expect(skipped / (patterns.length * sentences.length)).toBeGreaterThan(0.5);
  });

  it('gates most table patterns', () => {
    const gated = patterns.filter((re) => requiredLiterals(re) !== null).length;
    expect(gated / patterns.length).toBeGreaterThan(0.6);
  });

  it('tells which of its words (alone or in groups) a text contains, as a substring search would', () => {
    const words = [...CUES.flatMap((c) => c.k ?? []), ...Object.values(KEYWORDS).flat(), 'ab', 'abab', 'bab', 'é'];
    const scan = literalScanner(patterns, words);
    const groups = [...CUES.map((c) => c.k ?? []), ['é', 'bab'], ['not indexed', 'zz'], []];
    const made = groups.map((g) => scan.group(g));
    let differ = 0;
    let found = 0;
    for (const s of [...sentences, 'ababab', 'liabilities', 'café é']) {
      const lower = s.toLowerCase();
      const scanned = scan(s);
      for (const w of words) {
        if (scanned.has(w) !== lower.includes(w)) differ++;
        if (scanned.has(w)) found++;
      }
      groups.forEach((g, i) => {
        if (scanned.hasAny(made[i]!) !== g.some((w) => lower.includes(w))) differ++;
      });
    }
    expect(differ).toBe(0);
    expect(found).toBeGreaterThan(100);
  });

  it('answers for a text scanned before others as it did when it was the latest', () => {
    const words = ['ab', 'bab', 'cd', 'e', 'fg', 'h', 'ij', 'k', 'lm', 'n', 'op'];
    const harmlessRe = /\bhold\s+harmless/i;
    const scan = literalScanner([harmlessRe], words);
    const texts = ['abab cd', 'ab cd e fg h ij k lm n op HOLD  HARMLESS', '', 'lm'];
    const scans = texts.map((t) => scan(t));
    const harmless = scan.slotOf(harmlessRe);
    texts.forEach((t, i) => {
      for (const w of words) expect(scans[i]!.has(w), `${t} ${w}`).toBe(t.toLowerCase().includes(w));
      expect(scans[i]!.mayAt(harmless)).toBe(t.toLowerCase().includes('harmless'));
    });
  });
});
