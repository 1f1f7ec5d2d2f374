/**
 * Whose remedies a "sole and exclusive remedy" clause limits (rules-allocation.ts's self-remedies-limited):
 * the reviewed side's own limit is its risk; a limit on the other side's remedies protects it.
 */
import { re } from './rule-kit';
import { sentenceAround } from './rule-patterns';
import type { RuleInput } from './rule-types';

export const REMEDY_LIMIT =
  /\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\b|\bremed(?:y|ies)\s+(?:shall\s+be\s+|are\s+|is\s+)?limited\s+to\b|\bin\s+lieu\s+of\s+(?:any\s+and\s+all\s+|any\s+|all\s+)other\s+(?:rights\s+(?:and|or)\s+)?remed(?:y|ies)\b/i;
/**
 * Whose remedies a "sole and exclusive remedy" limits: the side named as their holder ("Customer's sole
 * and exclusive remedy", "the exclusive remedy of Licensee", "your sole remedy"), or undefined when the
 * sentence names none. A limit on the other side's remedies protects the reviewed side.
 */
interface HolderWords {
  who: 'self' | 'other';
  before: RegExp;
  after: RegExp;
}
/** Each side's holder patterns, built once per reading of the sides. */
const HOLDER_WORDS = new WeakMap<object, HolderWords[]>();
function holderWords(p: RuleInput): HolderWords[] {
  const s = p.contract.sides;
  if (!s) return [];
  let words = HOLDER_WORDS.get(s);
  if (!words) {
    words = [];
    for (const [who, src] of [
      ['self', s.selfRe?.source],
      ['other', s.otherRe?.source],
    ] as const)
      if (src)
        words.push({
          who,
          before: new RegExp(`(?:${src})['’]s?\\s+(?:(?:sole|exclusive|only|and)\\s+)*$`, 'i'),
          after: new RegExp(
            `^[\\w\\s]{0,40}?remed(?:y|ies)\\s+(?:of|available\\s+to)\\s+(?:the\\s+)?(?:${src})\\b`,
            'i',
          ),
        });
    HOLDER_WORDS.set(s, words);
  }
  return words;
}

function remedyHolder(p: RuleInput, at: number): 'self' | 'other' | undefined {
  const before = p.text.slice(Math.max(0, at - 60), at);
  const after = p.text.slice(at, at + 80);
  for (const w of holderWords(p)) if (w.before.test(before) || w.after.test(after)) return w.who;
  if (/^in\s+lieu/i.test(after)) return rightHolder(p, at);
  return /\byour\s+(?:(?:sole|exclusive|only|and)\s+)*$/i.test(before) ? 'self' : undefined;
}

/**
 * "Sparkling shall have the option, ..., in lieu of any other remedy, to reject the Software": the one
 * remedy left is the right the sentence gives, so its holder is the side given the right before the words.
 */
function rightHolder(p: RuleInput, at: number): 'self' | 'other' | undefined {
  const start = sentenceAround(p.text, at).start;
  let who: 'self' | 'other' | undefined;
  for (const s of p.signals)
    if (s.at >= start && s.at < at && /^(?:may|must):/.test(s.kind))
      who = s.who === 'self' || s.who === 'other' ? s.who : undefined;
  return who;
}

/**
 * A limit on the reviewed side's remedies: one that names it as their holder, or names no holder where
 * `selfInvolved` (the passage binds or speaks to the reviewed side). Its offset, or -1.
 */
export function remediesLimitedAt(p: RuleInput, selfInvolved: boolean): number {
  const at = re(p, REMEDY_LIMIT);
  if (at < 0) return -1;
  const holder = remedyHolder(p, at);
  // "in lieu of any other remedy" with no right given before it limits no one's remedies that we can tell.
  if (!holder && /^in\s+lieu/i.test(p.text.slice(at))) return -1;
  return holder === 'self' || (!holder && selfInvolved) ? at : -1;
}
