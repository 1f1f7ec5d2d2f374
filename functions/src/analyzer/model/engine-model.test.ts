/** The engine with the bundled clause model, read as a lawyer would read its key clauses. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../engine';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../__fixtures__', name), 'utf8');

function keyClauses(text: string, clauseModel?: null) {
  const a = analyzeContract({ contractText: text, behalfOf: '' }, clauseModel === null ? { clauseModel } : {});
  const byCat = new Map<string, string[]>();
  for (const k of a.key_information_clauses_summary)
    byCat.set(
      k.category!,
      (k.spans ?? []).map((s) => text.slice(s.start, s.end)),
    );
  return byCat;
}

describe('clause detection with the learned model', () => {
  const licence = fixture('license-agreement.txt');
  const services = fixture('services-agreement.txt');
  const nda = fixture('mutual-nda.txt');

  it('finds the licence, its assignment limit, audit right and liability cap, each at the sentence that says it', () => {
    const k = keyClauses(licence);
    expect(k.get('license-grant')?.join(' ')).toMatch(/hereby grants to Licensee/);
    expect(k.get('anti-assignment')?.join(' ')).toMatch(/may not assign this Agreement/);
    expect(k.get('audit-rights')?.join(' ')).toMatch(/books and records/);
    expect(k.get('cap-on-liability')?.join(' ')).toMatch(/TOTAL LIABILITY SHALL NOT EXCEED/);
  });

  it('finds the services agreement’s non-compete, convenience termination and IP assignment', () => {
    const k = keyClauses(services);
    expect(k.get('non-compete')?.join(' ')).toMatch(/shall not, during the term and for two \(2\) years/);
    expect(k.get('termination-for-convenience')?.join(' ')).toMatch(
      /Provider may terminate this Agreement at any time/,
    );
    expect(k.get('ip-ownership-assignment')?.join(' ')).toMatch(/hereby assigns to Provider/);
  });

  it('does not invent commercial clauses in a plain mutual NDA', () => {
    const k = keyClauses(nda);
    for (const absent of [
      'license-grant',
      'non-compete',
      'cap-on-liability',
      'exclusivity',
      'audit-rights',
      'insurance',
    ])
      expect(k.has(absent), absent).toBe(false);
  });

  it('gives clause-sized spans: sentences, not sections or pages', () => {
    for (const text of [licence, services, nda])
      for (const spans of keyClauses(text).values())
        for (const s of spans) {
          expect(s.length).toBeGreaterThan(20);
          expect(s.length).toBeLessThanOrEqual(1200);
        }
  });

  it('still runs on the rule cues alone when no model is given', () => {
    const k = keyClauses(licence, null);
    expect(k.get('license-grant')?.join(' ')).toMatch(/hereby grants/);
  });
});
