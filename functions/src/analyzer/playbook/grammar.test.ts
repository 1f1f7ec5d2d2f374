/** Playbooks split into their statements however written, and plain-English positions mapped onto checks. */
import { describe, expect, it } from 'vitest';
import { parseRules, rulesOf } from './grammar';
import { splitStatements } from './split';

const texts = (content: string) => splitStatements(content, 'playbook').map((s) => s.text);

describe('splitting a playbook into statements', () => {
  it('splits one line at semicolons', () => {
    expect(
      texts('We never accept uncapped liability; cap at least 12 months of fees; New York law; no exclusivity'),
    ).toEqual([
      'We never accept uncapped liability',
      'cap at least 12 months of fees',
      'New York law',
      'no exclusivity',
    ]);
  });

  it('splits sentences, but not at abbreviations, initials or inside parentheses', () => {
    expect(
      texts(
        'Payment within 45 days of invoice, e.g. net 45. Courts of N.Y. only. Indemnities must be mutual (no one-way indemnity. Ever.)',
      ),
    ).toEqual([
      'Payment within 45 days of invoice, e.g. net 45.',
      'Courts of N.Y. only.',
      'Indemnities must be mutual (no one-way indemnity. Ever.)',
    ]);
  });

  it('reads numbered and bulleted lists, including the markers a Word list becomes', () => {
    expect(
      texts(
        '1. New York law.\n2) No exclusivity\n(a) Cap at 12 months\niv. No non-compete\n● Mutual indemnity only\n- net 30\n* no auto-renewal\nRule 7: no liquidated damages',
      ),
    ).toEqual([
      'New York law.',
      'No exclusivity',
      'Cap at 12 months',
      'No non-compete',
      'Mutual indemnity only',
      'net 30',
      'no auto-renewal',
      'no liquidated damages',
    ]);
  });

  it('keeps headings as the context of the statements under them, not as statements', () => {
    const s = splitStatements(
      '# Buyer playbook\nLiability cap:\n  - at least 12 months of fees\n  - no uncapped indemnities\nGoverning law: New York; courts of New York County',
      'playbook',
    );
    expect(s.map((x) => [x.text, x.context ?? ''])).toEqual([
      ['at least 12 months of fees', 'Liability cap'],
      ['no uncapped indemnities', 'Liability cap'],
      ['Governing law: New York', ''],
      ['courts of New York County', 'Governing law'],
    ]);
  });

  it('joins a hard-wrapped line, drops comments, separators and introductions, and never drops a rule', () => {
    expect(
      texts(
        '// internal note\nOur positions are as follows:\n---\nThe supplier must keep our confidential information secret for at least five years after the\nagreement ends.\nVendor must hold SOC 2 Type II\nnotice period: at most 60 days',
      ),
    ).toEqual([
      'The supplier must keep our confidential information secret for at least five years after the agreement ends.',
      'Vendor must hold SOC 2 Type II',
      'notice period: at most 60 days',
    ]);
  });
});

describe('plain-English positions mapped onto checks', () => {
  it.each([
    ['We never accept uncapped liability', [{ kind: 'capped' }]],
    ['cap at least 12 months of fees', [{ kind: 'cap-months', months: 12, cmp: 'min' }]],
    ['Liability capped at two times annual fees', [{ kind: 'cap-months', months: 24, cmp: 'target' }]],
    ['New York law', [{ kind: 'governing-law', places: ['New York'] }]],
    [
      'English law and London courts',
      [
        { kind: 'governing-law', places: ['England and Wales'] },
        { kind: 'jurisdiction', places: ['England and Wales'] },
      ],
    ],
    ['We only accept the laws of Delaware or New York', [{ kind: 'governing-law', places: ['Delaware', 'New York'] }]],
    ['no exclusivity', [{ kind: 'prohibit', category: 'exclusivity' }]],
    ['No non-compete binding us', [{ kind: 'prohibit', category: 'non-compete' }]],
    ["No auto-renewal over 30 days' notice", [{ kind: 'auto-renewal', maxNoticeDays: 30 }]],
    ['No automatic renewal', [{ kind: 'auto-renewal' }]],
    ['Payment at least 30 days', [{ kind: 'payment-days', days: 30, text: '30 days', cmp: 'min' }]],
    ['We pay invoices net 45', [{ kind: 'payment-days', days: 45, text: '45 days', cmp: 'target' }]],
    ['Invoices must be paid within 30 days', [{ kind: 'payment-days', days: 30, text: '30 days', cmp: 'max' }]],
    ['Mutual indemnity only', [{ kind: 'mutual-indemnity' }]],
    ['We do not give indemnities', [{ kind: 'no-self-indemnity' }]],
    ['Vendor must indemnify us for IP infringement', [{ kind: 'other-indemnifies', ip: true }]],
    ['We must be able to terminate for convenience', [{ kind: 'self-terminates-convenience' }]],
    ['Termination for convenience must be mutual', [{ kind: 'tfc-mutual' }]],
    ['Cure period of at least 30 days', [{ kind: 'min-days', what: 'cure', days: 30, text: '30 days' }]],
    ['We keep all our pre-existing IP', [{ kind: 'self-keeps-ip' }]],
    ['Require a force majeure clause', [{ kind: 'require', category: 'force-majeure' }]],
    ['No liquidated damages', [{ kind: 'prohibit', category: 'liquidated-damages' }]],
  ])('"%s"', (line, rules) => expect(rulesOf(line)).toEqual(rules));

  it('reads "Focus on ..." as topics, with the review families that answer them', () => {
    const [rule] = rulesOf('Focus on termination rights and liability');
    expect(rule).toMatchObject({ kind: 'topics' });
    expect(rule!.kind === 'topics' && rule!.topics.map((t) => [t.label, t.families])).toEqual([
      ['termination', ['termination']],
      ['liability', ['liability-cap']],
    ]);
  });

  it('uses the heading as the topic of a statement that has none', () => {
    const [a, b] = parseRules('Liability cap:\n- at least 12 months of fees\n- never uncapped', '');
    expect(a!.rules).toEqual([{ kind: 'cap-months', months: 12, cmp: 'min' }]);
    expect(b!.rules).toEqual([{ kind: 'capped' }]);
  });

  it('keeps what no check fits, without a rule, and reads instructions with the same grammar', () => {
    const lines = parseRules('Vendor must be SOC 2 certified', 'New York law. Be extra careful about data residency.');
    expect(lines.map((l) => [l.source, l.line, l.rules.length])).toEqual([
      ['playbook', 'Vendor must be SOC 2 certified', 0],
      ['instructions', 'New York law.', 1],
      ['instructions', 'Be extra careful about data residency.', 0],
    ]);
  });
});
