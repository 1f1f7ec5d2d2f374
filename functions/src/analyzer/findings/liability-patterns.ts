/**
 * What the liability rules (rules-liability.ts and the liability entries of rules-allocation.ts) read
 * in a passage beyond its signals: how far a disclaimer of warranties reaches.
 */
import type { RuleInput } from './rule-types';
import type { Who } from './sides';

/** The sentence of `text` around offset `at` (a disclaimer is judged by its own sentence, not its paragraph). */
export function sentenceAround(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 400), at);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('.\n'), before.lastIndexOf(';'));
  const start = stop >= 0 ? at - before.length + stop + 1 : Math.max(0, at - 400);
  const rest = text.slice(at, at + 600);
  const end = rest.search(/\.(?:\s|$)|;/);
  return text.slice(start, end >= 0 ? at + end + 1 : at + rest.length);
}

// "EXPRESS OR IMPLIED", "of any kind", "AS IS", "MAKES NO WARRANTIES TO THE DISTRIBUTOR.": every warranty,
// not only the implied ones a seller commonly disclaims beside its express warranty.
const TOTAL =
  /\bexpress(?:ed)?\s*(?:,|or\b|and\b|warrant|representation)|\bof\s+any\s+(?:kind|nature)\b|["“'‘]?\bas\s+is\b|\bno\s+(?:representations?\s+(?:or|and)\s+)?warrant(?:y|ies)\s*(?:[.;]|to\b|whatsoever\b)/i;
// A carve-out for warranties given elsewhere: "EXCEPT AS EXPRESSLY SET FORTH IN SECTION 6.1", "NO OTHER WARRANTIES".
const SAVE_EXPRESS =
  /\b(?:except|other\s+than|save|apart\s+from|unless)\b[^.;]{0,80}?\b(?:express(?:ly)?|specifically|otherwise|herein|hereunder|(?:this|the)\s+(?:agreement|section)|written\s+warranty|warrant(?:y|ies))|\b(?:no|all|any)\s+other\s+(?:\w+\s+){0,3}?(?:representations?|warrant|guarantee)|\b(?:expressly|specifically)\s+(?:set\s+forth|provided|contained|stated|specified|described)\b|\bbeyond\s+(?:the\s+|those\s+)?(?:\w+\s+){0,2}warrant/i;
// Title and non-infringement: the warranties that keep a third party's claim to what is supplied off the recipient.
const TITLE =
  /\bnon-?\s?infring\w*|\btitle\b|\bwithout\s+infring|\bnot\s+infring|\binfring\w*\s+(?:the\s+)?(?:rights?|intellectual|patent|copyright)/i;
// "RESELLER SHALL MAKE NO REPRESENTATION ... EXCEPT AS AUTHORIZED": a restriction on what a side may say, not a disclaimer.
const PROMISED = /\b(?:shall|will|must|may|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}$/i;
// "Licensee accepts this license on an \"as is\" basis", "made available by eGain to Customer \"AS IS\"": the
// party named before "as is" receives what is supplied; the disclaimer is its supplier's.
const RECEIVES =
  /\b(?:accepts?|receives?|takes?)\b[^.;]{0,60}$|\b(?:provided|available|supplied|delivered|furnished|licen[cs]ed)\b[^.;]{0,60}\bto\s+(?:the\s+)?[\w.&-]+(?:\s+[\w.&-]+)?[\s,]*(?:on\s+an?\s+)?["“'‘]?$/i;
// "THIS INDEMNITY ... IS GIVEN IN LIEU OF, AND CISCO DISCLAIMS, ALL WARRANTIES ... OF NON-INFRINGEMENT": the
// infringement risk is carried by an indemnity instead.
const IN_LIEU = /\bindemni\w*[^.;]{0,120}\bin\s+lieu\s+of\b/i;

export interface Disclaimer {
  at: number;
  /** Every warranty, express ones too, with none saved elsewhere. */
  total: boolean;
  /** Title or non-infringement is among what is disclaimed. */
  title: boolean;
}

/** The disclaimers of warranties `who` makes in the passage, with their reach. */
export function disclaimers(p: RuleInput, who: Who): Disclaimer[] {
  const out: Disclaimer[] = [];
  for (const s of p.signals) {
    if (s.kind !== 'disclaims' || s.who !== who) continue;
    if (PROMISED.test(p.text.slice(Math.max(0, s.at - 30), s.at))) continue;
    if (
      /^["“'‘]?\s*as\s+is/i.test(p.text.slice(s.at, s.at + 8)) &&
      RECEIVES.test(p.text.slice(Math.max(0, s.at - 120), s.at))
    )
      continue;
    const sentence = sentenceAround(p.text, s.at);
    // "NEITHER PARTY MAKES ANY REPRESENTATIONS": mutual boilerplate; "may also be sold as is without any
    // blending": no disclaimer at all.
    if (
      !/warrant|represent|guarant|["“'‘]\s*as\s+is|\bas\s+is\s+basis/i.test(sentence) &&
      !/\bAS\s+IS\b/.test(sentence)
    )
      continue;
    if (/\b(?:neither|each|either)\s+party\b/i.test(sentence)) continue;
    out.push({
      at: s.at,
      total: TOTAL.test(sentence) && !SAVE_EXPRESS.test(sentence),
      title: TITLE.test(sentence) && !IN_LIEU.test(sentence),
    });
  }
  return out;
}

/**
 * A disclaimer that leaves the reviewed side without the warranty a lawyer would raise: every
 * warranty where the disclaiming side gives none anywhere in the contract, or title and
 * non-infringement of what the disclaiming side supplies. Disclaiming only the implied warranties
 * (merchantability, fitness, error-free operation) beside express ones is market standard. The
 * offset of the broadest, or -1.
 */
export function broadDisclaimer(p: RuleInput, who: Who): number {
  const total = totalDisclaimer(p, who);
  return total >= 0 ? total : p.contract.otherSupplies ? (disclaimers(p, who).find((d) => d.title)?.at ?? -1) : -1;
}

/** A disclaimer of every warranty by a side that gives none anywhere in the contract: its offset, or -1. */
export const totalDisclaimer = (p: RuleInput, who: Who): number =>
  p.contract.otherWarrants ? -1 : (disclaimers(p, who).find((d) => d.total)?.at ?? -1);
