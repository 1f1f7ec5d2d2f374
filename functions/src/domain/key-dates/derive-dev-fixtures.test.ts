/**
 * The notice deadline computed from the analysis of dev contracts whose terms the experts labelled
 * (../shared/eval/cuad-dev.jsonl; their PDFs are fixtures in ../shared/fixtures/pdf): the expected
 * dates are the labelled expiration minus the labelled notice period, not the analyzer's output.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../../analyzer/engine';
import { SHARED_DIR } from '../../../../tests/support/shared-dir';
import { deriveKeyDates } from './derive';
import { nextOccurrence } from './occurrences';

const DEV_SET = `${SHARED_DIR}/eval/cuad-dev.jsonl`;

/** Labelled answers: Expiration Date and Notice Period To Terminate Renewal (m/d/yy in CUAD). */
const KNOWN = [
  {
    id: 'cuad_17c7e2b45447',
    name: 'Sonos manufacturing agreement',
    expiration: '2017-09-04',
    notice: '6 months',
    deadline: '2017-03-04',
    renews: 'Renews automatically for 1 year',
  },
  {
    id: 'cuad_18ed1da79c3f',
    name: 'Pandion consulting agreement',
    expiration: '2021-03-27',
    notice: '90 days',
    deadline: '2020-12-27',
    renews: 'Renews automatically for 1 year',
  },
  {
    id: 'cuad_2e2f7fe2674b',
    name: 'ChangePoint license and hosting agreement',
    expiration: '2004-12-13',
    notice: '30 days',
    deadline: '2004-11-13',
    renews: 'Renews automatically for 1 year',
  },
] as const;

function texts(): Map<string, string> {
  const wanted = new Set<string>(KNOWN.map((k) => k.id));
  const out = new Map<string, string>();
  for (const line of readFileSync(DEV_SET, 'utf8').split('\n')) {
    if (!line.includes('"cuad_')) continue;
    const id = /"id":"([^"]+)"/.exec(line)?.[1];
    if (id && wanted.has(id)) out.set(id, (JSON.parse(line) as { text: string }).text);
  }
  return out;
}

describe.skipIf(!existsSync(DEV_SET))('key dates of dev contracts with known terms', () => {
  const byId = existsSync(DEV_SET) ? texts() : new Map<string, string>();

  it.each(KNOWN)('$name: notice deadline $deadline = $expiration minus $notice, clause cited', (known) => {
    const contractText = byId.get(known.id)!;
    const analysis = analyzeContract({ contractText, behalfOf: 'Customer' });
    const dates = deriveKeyDates({ analysis, contractText, signedOn: '2026-11-25' });
    const byKind = (kind: string) => dates.find((d) => d.kind === kind);

    expect(byKind('expiration')?.date).toBe(known.expiration);
    const deadline = byKind('notice-deadline')!;
    expect(deadline).toMatchObject({
      date: known.deadline,
      label: 'Last day to give notice of non-renewal',
      remind: true,
      source: 'analysis',
    });
    expect(deadline.basis).toBe(`${known.expiration} minus ${known.notice} notice`);
    // The clause is cited as the analysis cites it ("Section 15.1 (Term)").
    expect(deadline.clauseReference).toMatch(/^Section \d/);
    // Each renewal brings a new deadline a year later.
    expect(deadline.repeats).toEqual({ every: 1, unit: 'year' });
    expect(nextOccurrence(deadline, '2026-11-25')?.slice(5)).toBe(known.deadline.slice(5));
    expect(byKind('renewal')).toMatchObject({ date: known.expiration, label: known.renews, remind: false });
  });
});
