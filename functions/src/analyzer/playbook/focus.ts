/**
 * "Focus on termination rights and liability": a section per topic that judges the topic's
 * clauses for the reviewed party, with the review's own judgements (what each clause does to the
 * reviewed party and how serious it is) and, for clauses the review raised nothing on, what the
 * clause does and for whom. Never an echo of the instruction.
 */
import type { Passage } from '../findings/judge';
import type { Signal } from '../findings/readings';
import { termsIn } from '../findings/passage-terms';
import { categoryLabel } from '../../../../shared/taxonomy';
import { cite, passageText, sentenceAt, type Reading } from './evidence';
import type { Topic } from './topics';
import { incorporatedCarrier } from './verdict';

export interface FocusItem {
  reference: string;
  /** What the clause does to the reviewed party (the review's judgement) or, neutrally, what it does. */
  assessment: string;
  /** Set when the review judges the clause a risk for the reviewed party. */
  severity?: 'high' | 'medium' | 'low';
  start: number;
  end: number;
}

export interface FocusSection {
  topic: string;
  summary: string;
  items: FocusItem[];
}

const MAX_ITEMS = 6;

const VERB: Record<string, string> = {
  terminate: 'terminate',
  pay: 'pay',
  indemnify: 'indemnify',
  suspend: 'suspend or withhold performance',
  change: 'change the terms',
  renew: 'renew',
  compete: 'compete',
  solicit: 'solicit or hire',
  assign: 'assign',
  own: 'own the results',
  grant: 'grant rights',
  warrant: 'give warranties',
  provide: 'perform',
  audit: 'audit',
  confidential: 'keep information confidential',
  maintain: 'maintain',
  bear: 'bear the cost',
  liable: 'be liable',
};

/** The signals that make a passage part of a topic (a family's wording alone is too broad: "liabilities" in a relationship clause). */
const TOPIC_SIGNALS: Record<string, RegExp> = {
  termination: /:(?:terminate|renew)$/,
  renewal: /:(?:renew|terminate)$/,
  'liability-cap': /^(?:capped|exculpated)$|:liable$/,
  indemnity: /:indemnify$/,
  payment: /:(?:pay|bear)$|^expense$/,
  pricing: /:(?:pay|change)$/,
  warranty: /:warrant$|^disclaims$/,
  'non-compete': /:(?:compete|other)$/,
  'non-solicit': /:solicit$/,
  exclusivity: /./,
  'ip-ownership': /:(?:own|assign|grant)$|^grantsTo$/,
  'licence-scope': /:(?:grant|use)$|^grantsTo$/,
  assignment: /:assign$|^consent$/,
  audit: /:audit$|:maintain$/,
  confidentiality: /./,
};

function onTopic(p: Passage, fams: ReadonlySet<string>): boolean {
  return p.families.some(
    (f) =>
      fams.has(f) && (TOPIC_SIGNALS[f] ? p.signals.some((s) => TOPIC_SIGNALS[f]!.test(s.kind)) : p.signals.length > 0),
  );
}

function whoName(r: Reading, who: Signal['who']): string | undefined {
  if (who === 'self') return r.ctx.selfName;
  if (who === 'other') return r.ctx.otherName;
  if (who === 'mutual') return 'either party';
  return undefined;
}

/** "Either party may terminate for breach (cure period: thirty (30) days)". */
function describe(r: Reading, p: Passage): string | undefined {
  const text = passageText(r, p);
  const terms = termsIn(text);
  const period = terms.period?.replace(/^within\s+/i, '').replace(/^\((\d+)\)/, '$1');
  const amount = terms.amount;
  const cap = p.signals.find((s) => s.kind === 'capped');
  if (cap) {
    const who = whoName(r, cap.who);
    return `${who ? `${who}'s liability` : 'Liability'} is capped${amount ? ` at ${amount}` : ''}${cap.who === 'mutual' || cap.who === 'none' ? ' for both parties' : ''}`;
  }
  const excl = p.signals.find((s) => s.kind === 'exculpated');
  if (excl)
    return `${whoName(r, excl.who) ?? 'A party'} is not liable for ${/consequential|indirect|incidental/i.test(text) ? 'indirect or consequential loss' : 'the matters listed'}`;
  const s = p.signals.find(
    (x) => /^(?:must|mustNot|may|mayNot):/.test(x.kind) && whoName(r, x.who) && !/:other$/.test(x.kind),
  );
  if (!s) return undefined;
  const [modality, verb] = s.kind.split(':') as [string, string];
  if (verb === 'liable')
    return `${whoName(r, s.who)} is ${/^must(?!Not)|^may(?!Not)/.test(modality) ? '' : 'not '}liable${/consequential|indirect|incidental/i.test(text) ? ' for indirect or consequential loss' : ''}`;
  const modal =
    modality === 'must' ? 'must' : modality === 'mustNot' ? 'may not' : modality === 'may' ? 'may' : 'may not';
  const extras: string[] = [];
  if (verb === 'terminate') {
    if (p.cues.includes('any-time')) extras.push('without cause');
    else if (p.cues.includes('breach')) extras.push('for breach');
    if (p.cues.includes('cure')) extras.push(`after a cure period${period ? ` of ${period}` : ''}`);
    else if (period) extras.push(`on ${period}' notice`.replace("s' notice", "s' notice"));
  } else if (period) extras.push(`(${period})`);
  const who = whoName(r, s.who)!;
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${modal} ${VERB[verb] ?? verb}${extras.length ? ` ${extras.join(' ')}` : ''}`;
}

/** Whom a clause favours when the review raised nothing on it. */
function forWhom(r: Reading, p: Passage): string {
  const S = r.ctx.selfName;
  if (p.signals.some((s) => s.who === 'mutual')) return `mutual: the same for ${S}`;
  // A cap, exclusion or disclaimer protects whoever it names.
  const shield = p.signals.filter(
    (s) => /^(?:capped|exculpated|disclaims)$/.test(s.kind) || /^mustNot:liable$/.test(s.kind),
  );
  if (shield.some((s) => s.who === 'self') && !shield.some((s) => s.who === 'other')) return `in ${S}'s favour`;
  if (shield.some((s) => s.who === 'other') && !shield.some((s) => s.who === 'self')) return `a term against ${S}`;
  const against = p.signals.some(
    (s) =>
      (s.who === 'other' &&
        (/^(?:exculpated|capped|disclaims|discretion)$/.test(s.kind) ||
          /^may:/.test(s.kind) ||
          /:liable$/.test(s.kind))) ||
      (s.who === 'self' && /^(?:must|mustNot|mayNot):/.test(s.kind)),
  );
  const favour = p.signals.some(
    (s) => (s.who === 'other' && /^must(?:Not)?:(?!liable)/.test(s.kind)) || (s.who === 'self' && /^may:/.test(s.kind)),
  );
  if (against && favour) return `it cuts both ways for ${S}`;
  if (against) return `a term against ${S}`;
  if (favour) return `in ${S}'s favour`;
  return `no risk for ${S} found in it`;
}

export function focusSection(r: Reading, topic: Topic): FocusSection {
  const fams = new Set(topic.families);
  // The review's judgements on the topic: its own family, or a general judgement (a discretion, a
  // one-sided right) on a passage that is about the topic; generic low-weight notes are described instead.
  const judged = r.review.ranked.filter(
    (j) =>
      (fams.has(j.rule.family) || (j.rule.family === 'other' && j.severity !== 'low' && onTopic(j.passage, fams))) &&
      onTopic(j.passage, fams),
  );
  const items: FocusItem[] = [];
  const seen = new Set<Passage>();
  // The review's judgements for the reviewed party, strongest first.
  if (r.ctx.sides.self)
    for (const j of judged) {
      if (items.length >= MAX_ITEMS) break;
      seen.add(j.passage);
      const s = sentenceAt(r, j.passage, j.start - j.passage.start);
      const at = s.start >= j.start && s.end <= j.end ? s : { start: j.start, end: j.end };
      // The review's judgement, then what the clause says where that adds its terms.
      const says = describe(r, j.passage);
      const title = j.words.title.replace(/\.$/, '');
      items.push({
        reference: cite(r, at.start, at.end).ref,
        assessment:
          says && !title.toLowerCase().includes(says.toLowerCase()) ? `${title} (the clause: ${says})` : title,
        severity: j.severity,
        start: at.start,
        end: at.end,
      });
    }
  // The topic's other clauses: what each does, and for whom.
  for (const p of r.review.passages) {
    if (items.length >= MAX_ITEMS) break;
    if (seen.has(p) || !onTopic(p, fams) || p.boilerplate.length) continue;
    const what = describe(r, p);
    if (!what) continue;
    const s = sentenceAt(r, p, 0);
    items.push({
      reference: cite(r, s.start, s.end).ref,
      assessment: r.ctx.sides.self ? `${what} (${forWhom(r, p)})` : what,
      start: s.start,
      end: s.end,
    });
  }
  return { topic: topic.label, summary: summaryOf(r, topic, items), items };
}

function summaryOf(r: Reading, topic: Topic, items: FocusItem[]): string {
  if (!items.length) {
    const inc = topic.categories.map((c) => incorporatedCarrier(r, c)).find(Boolean);
    if (inc)
      return `You asked about ${topic.label}: this document has no ${topic.label} clause of its own; the ${inc.name}, which it incorporates by reference, carries it.`;
    return `You asked about ${topic.label}: not found in this contract${topic.label === 'IP assignment' ? ' (no clause assigns intellectual property)' : ` (no ${categoryLabel(topic.categories[0] ?? 'other').toLowerCase()} clause)`}.`;
  }
  const risks = items.filter((i) => i.severity && i.severity !== 'low').length;
  const lead = r.ctx.sides.self
    ? `${items.length} clause${items.length === 1 ? '' : 's'} judged for ${r.ctx.selfName}${risks ? `, ${risks} a risk` : ', none a material risk'}`
    : `${items.length} clause${items.length === 1 ? '' : 's'} (not judged for a side: the review is not for a party of this contract)`;
  const body = items
    .map((i) => `${i.reference}: ${i.assessment}${i.severity ? ` (${i.severity} risk)` : ''}`)
    .join('; ');
  return `You asked about ${topic.label}: ${lead}. ${body}.`;
}
