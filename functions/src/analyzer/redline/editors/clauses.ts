/** Edits that add missing clauses, follow the playbook's governing law and forum, and remove prohibited terms. */
import { categoryLabel } from '../../../../../shared/taxonomy';
import { sentences } from '../../text';
import { firstSentence } from '../sentences';
import { documentName, genuinelyAbsent, namedValue, spelledNumbers } from '../absent';
import type { Editor, EditorEnv, Proposal } from '../types';
import { period } from '../wording';
import { capClauseText } from './liability';
import { clauseAfterCategory } from './placement';

interface Words {
  /** How the document names itself ("this Agreement", "this MNDA"). */
  doc: string;
  /** A period in the document's style: "thirty (30) days" or "30 days". */
  days: (n: number) => string;
  years: (n: number) => string;
  law?: string;
}

/** The side a missing clause protects: both alike, or the one that performs (a cap, force majeure) or that pays (data protection). */
type Beneficiary = 'both' | 'performer' | 'payer';

const templates: Record<
  string,
  { after: string[]; for: Beneficiary; text: (w: Words) => string | undefined; why: string }
> = {
  confidentiality: {
    after: ['ip-ownership-assignment', 'license-grant', 'payment-terms'],
    for: 'both',
    text: (w) =>
      `Confidentiality. Each party shall keep confidential all non-public information disclosed by the other party in connection with ${w.doc}, use it only to perform ${w.doc}, and disclose it only to its employees and advisers who need to know it and are bound by equivalent obligations. These obligations do not apply to information that is or becomes public through no fault of the receiving party, was already lawfully known to it, or must be disclosed by law, and they survive for ${w.years(3)} after ${w.doc} ends.`,
    why: 'Without a confidentiality clause, non-public information exchanged under the agreement is not protected.',
  },
  'termination-for-cause': {
    after: ['termination-for-convenience', 'term', 'renewal-term'],
    for: 'both',
    text: (w) =>
      `Termination for Cause. Either party may terminate ${w.doc} by written notice if the other party materially breaches ${w.doc} and fails to cure the breach within ${w.days(30)} after receiving written notice of it, or if the other party becomes insolvent or enters into any arrangement with its creditors.`,
    why: 'Without a right to terminate for breach or insolvency, a party may be held to the contract after the other side stops performing.',
  },
  'governing-law': {
    after: [],
    for: 'both',
    // Never a placeholder: the law the playbook or the document names, or no clause at all.
    text: (w) =>
      w.law
        ? `Governing Law. ${w.doc.charAt(0).toUpperCase()}${w.doc.slice(1)} shall be governed by and construed in accordance with the laws of ${w.law}, without regard to its conflict of laws principles.`
        : undefined,
    why: 'Without a choice of law, the law that decides disputes is uncertain and itself open to dispute.',
  },
  'force-majeure': {
    after: ['termination-for-cause', 'termination-for-convenience'],
    for: 'performer',
    text: (w) =>
      `Force Majeure. Neither party shall be liable for any failure or delay in performing its obligations (other than payment obligations) to the extent caused by events beyond its reasonable control, provided that it promptly notifies the other party and uses reasonable efforts to resume performance. If such an event continues for more than ${w.days(60)}, either party may terminate ${w.doc} by written notice.`,
    why: 'Without a force majeure clause, a party is in breach even when events beyond its control prevent performance.',
  },
  'data-protection': {
    after: ['confidentiality'],
    for: 'payer',
    text: (w) =>
      `Data Protection. Each party shall comply with all data protection laws applicable to personal data it processes in connection with ${w.doc}, shall implement appropriate technical and organisational measures to protect such personal data, and shall notify the other party without undue delay after becoming aware of any breach affecting personal data received from the other party.`,
    why: 'Without data protection terms, responsibility for personal data (security, breach notification, compliance) is not allocated.',
  },
};

/** How many missing clauses a redline adds, at most: the rest stay findings in the report. */
export const MAX_ADDED_CLAUSES = 4;

function wordsOf(env: EditorEnv): Words {
  const text = env.ctx.text;
  const spelled = spelledNumbers(text);
  const gl = env.ctx.facts.governingLaw;
  const law =
    env.positions.governingLaw ??
    (gl && !gl.placeholder ? gl.value : undefined) ??
    namedValue(text, /governing\s+law|applicable\s+law/);
  return {
    doc: documentName(text),
    days: (n) => period(n, 'day', spelled ? undefined : ''),
    years: (n) => period(n, 'year', spelled ? undefined : ''),
    ...(law ? { law } : {}),
  };
}

/**
 * A clause for a protection genuinely absent from the document and from the terms it incorporates,
 * in the document's own words, and only where it protects the reviewed party: a cap or force
 * majeure protects the side that performs, so it is not offered to the side that pays.
 */
export const missingClauseEditor: Editor = (f, env) => {
  const { ctx, positions } = env;
  if (f.kind !== 'missing' || !ctx.self || !genuinelyAbsent(env, f.category)) return [];
  const performer = !env.selfPays;
  if (f.category === 'cap-on-liability' || f.category === 'limitation-of-liability') {
    // A cap limits both sides' recovery; the side that pays wants one only when it carries an indemnity or the playbook asks for it.
    if (!performer && !positions.capped && !env.review.facts.selfIndemnifies) return [];
    return [
      {
        change: {
          kind: 'clause',
          ...clauseAfterCategory(ctx, ['indemnification', 'warranties']),
          text: capClauseText(positions.capMonths ?? 12, documentName(ctx.text), spelledNumbers(ctx.text)),
        },
        suggestion: 'Add a mutual limitation of liability.',
        reasoning: `The contract does not limit liability, so ${ctx.selfName}'s exposure is unlimited.`,
      },
    ];
  }
  const t = templates[f.category];
  if (
    !t ||
    (t.for === 'performer' && !performer && !f.playbookRule) ||
    (t.for === 'payer' && performer && !f.playbookRule)
  )
    return [];
  const text = t.text(wordsOf(env));
  if (!text) return [];
  return [
    {
      change: { kind: 'clause', ...clauseAfterCategory(ctx, t.after), text },
      suggestion: `Add a ${categoryLabel(f.category)} clause.`,
      reasoning: `${t.why}${f.playbookRule ? ' The playbook requires this clause.' : ''}`,
      priority: f.playbookRule ? 'high' : f.category === 'governing-law' ? 'medium' : 'low',
    },
  ];
};

export const governingLawEditor: Editor = (f, env) => {
  const { ctx, positions } = env;
  const gl = ctx.facts.governingLaw;
  const want = positions.governingLaw;
  if (!want || !f.playbookRule) return [];
  if (!gl) return missingClauseEditor({ ...f, kind: 'missing', category: 'governing-law' }, env);
  const current = ctx.text.slice(gl.start, gl.end);
  const bare = want.replace(/^(?:the\s+)?(?:state|commonwealth)\s+of\s+/i, '');
  const rewritten =
    /^(?:State|Commonwealth)\s+of\s+/i.test(current) && bare === want
      ? `${/^Commonwealth/i.test(current) ? 'Commonwealth' : 'State'} of ${bare}`
      : want;
  return [
    {
      change: { kind: 'rewrite', start: gl.start, end: gl.end, rewritten },
      suggestion: `Change the governing law to ${rewritten}.`,
      reasoning: `The playbook requires the law of ${want}; disputes would otherwise be decided under the law of ${current}.`,
      priority: 'high',
    },
  ];
};

export const jurisdictionEditor: Editor = (f, { ctx, positions }) => {
  const place = positions.jurisdiction;
  if (!place || !f.playbookRule) return [];
  return [
    {
      change: {
        kind: 'clause',
        ...clauseAfterCategory(ctx, ['governing-law', 'dispute-resolution']),
        text: `Jurisdiction. Each party irrevocably submits to the exclusive jurisdiction of the courts of ${place} for any dispute arising out of or relating to this Agreement.`,
      },
      suggestion: `Provide for the exclusive jurisdiction of the courts of ${place}.`,
      reasoning: `The playbook requires disputes to be heard in ${place}.`,
      priority: 'high',
    },
  ];
};

/** A playbook-prohibited term with no specific edit: delete the sentence that creates it. */
export const prohibitedEditor: Editor = (f, { ctx, positions }) => {
  if (!f.playbookRule || !positions.prohibited.includes(f.category)) return [];
  const s =
    firstSentence(ctx, f) ?? (f.spans[0] ? sentences(ctx.text, f.spans[0].start, f.spans[0].end)[0] : undefined);
  if (!s) return [];
  const out: Proposal = {
    change: { kind: 'delete', start: s.start, end: s.end },
    suggestion: `Delete the ${categoryLabel(f.category)} term.`,
    reasoning: `The playbook does not accept ${categoryLabel(f.category).toLowerCase()} terms (${f.playbookRule}).`,
    priority: 'high',
  };
  return [out];
};
