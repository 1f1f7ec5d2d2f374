/** Edits that add missing clauses, follow the playbook's governing law and forum, and remove prohibited terms. */
import { categoryLabel } from '../../../../../shared/taxonomy';
import { sentences } from '../../text';
import { firstSentence } from '../sentences';
import type { Editor, Proposal } from '../types';
import { capClauseText } from './liability';
import { clauseAfterCategory } from './placement';

const templates: Record<string, { after: string[]; text: (law?: string) => string; why: string }> = {
  confidentiality: {
    after: ['ip-ownership-assignment', 'license-grant', 'payment-terms'],
    text: () =>
      "Confidentiality. Each party shall keep confidential all non-public information disclosed by the other party in connection with this Agreement, use it only to perform this Agreement, and disclose it only to its employees and advisers who need to know it and are bound by equivalent obligations. These obligations do not apply to information that is or becomes public through no fault of the receiving party, was already lawfully known to it, or must be disclosed by law, and they survive for three (3) years after this Agreement ends.",
    why: 'Without a confidentiality clause, non-public information exchanged under the agreement is not protected.',
  },
  'termination-for-cause': {
    after: ['termination-for-convenience', 'term', 'renewal-term'],
    text: () =>
      'Termination for Cause. Either party may terminate this Agreement by written notice if the other party materially breaches this Agreement and fails to cure the breach within thirty (30) days after receiving written notice of it, or if the other party becomes insolvent or enters into any arrangement with its creditors.',
    why: 'Without a right to terminate for breach or insolvency, a party may be held to the contract after the other side stops performing.',
  },
  'governing-law': {
    after: [],
    text: (law) =>
      `Governing Law. This Agreement shall be governed by and construed in accordance with the laws of ${law ?? '[insert jurisdiction]'}, without regard to its conflict of laws principles.`,
    why: 'Without a choice of law, the law that decides disputes is uncertain and itself open to dispute.',
  },
  'force-majeure': {
    after: ['termination-for-cause', 'termination-for-convenience'],
    text: () =>
      'Force Majeure. Neither party shall be liable for any failure or delay in performing its obligations (other than payment obligations) to the extent caused by events beyond its reasonable control, provided that it promptly notifies the other party and uses reasonable efforts to resume performance. If such an event continues for more than sixty (60) days, either party may terminate this Agreement by written notice.',
    why: 'Without a force majeure clause, a party is in breach even when events beyond its control prevent performance.',
  },
  'data-protection': {
    after: ['confidentiality'],
    text: () =>
      'Data Protection. Each party shall comply with all data protection laws applicable to personal data it processes in connection with this Agreement, shall implement appropriate technical and organisational measures to protect such personal data, and shall notify the other party without undue delay after becoming aware of any breach affecting personal data received from the other party.',
    why: 'Without data protection terms, responsibility for personal data (security, breach notification, compliance) is not allocated.',
  },
};

/** How many missing clauses a redline adds, at most: the rest stay findings in the report. */
export const MAX_ADDED_CLAUSES = 4;

export const missingClauseEditor: Editor = (f, { ctx, positions }) => {
  if (f.kind !== 'missing') return [];
  if (f.category === 'cap-on-liability' || f.category === 'limitation-of-liability') {
    return [
      {
        change: { kind: 'clause', ...clauseAfterCategory(ctx, ['indemnification', 'warranties']), text: capClauseText(positions.capMonths ?? 12) },
        suggestion: 'Add a mutual limitation of liability.',
        reasoning: `The contract does not limit liability, so ${ctx.selfName}'s exposure is unlimited.`,
      },
    ];
  }
  const t = templates[f.category];
  if (!t) return [];
  return [
    {
      change: { kind: 'clause', ...clauseAfterCategory(ctx, t.after), text: t.text(positions.governingLaw) },
      suggestion: `Add a ${categoryLabel(f.category)} clause.`,
      reasoning: `${t.why}${f.playbookRule ? ' The playbook requires this clause.' : ''}`,
      priority: f.playbookRule ? 'high' : f.category === 'governing-law' ? 'medium' : 'low',
    },
  ];
};

export const governingLawEditor: Editor = (f, { ctx, positions }) => {
  const gl = ctx.facts.governingLaw;
  const want = positions.governingLaw;
  if (!want || !f.playbookRule) return [];
  if (!gl) return missingClauseEditor({ ...f, kind: 'missing', category: 'governing-law' }, { ctx, positions });
  const current = ctx.text.slice(gl.start, gl.end);
  const bare = want.replace(/^(?:the\s+)?(?:state|commonwealth)\s+of\s+/i, '');
  const rewritten = /^(?:State|Commonwealth)\s+of\s+/i.test(current) && bare === want ? `${/^Commonwealth/i.test(current) ? 'Commonwealth' : 'State'} of ${bare}` : want;
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
  const s = firstSentence(ctx, f) ?? (f.spans[0] ? sentences(ctx.text, f.spans[0].start, f.spans[0].end)[0] : undefined);
  if (!s) return [];
  const out: Proposal = {
    change: { kind: 'delete', start: s.start, end: s.end },
    suggestion: `Delete the ${categoryLabel(f.category)} term.`,
    reasoning: `The playbook does not accept ${categoryLabel(f.category).toLowerCase()} terms (${f.playbookRule}).`,
    priority: 'high',
  };
  return [out];
};
