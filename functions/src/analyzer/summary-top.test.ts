import { describe, expect, it } from 'vitest';
import type { Finding } from './context';
import { buildContext } from './engine';
import { executiveSummary } from './summary';

const text = `SUPPLY AGREEMENT

This Supply Agreement is made between Cremer Oleo GmbH ("Cremer") and Ultragenyx Pharmaceutical Inc. ("Ultragenyx").

1. Ultragenyx shall purchase the Product exclusively from Cremer.
`;

const finding = (title: string, severity: Finding['severity'], weight: number, start: number): Finding => ({
  kind: 'risk',
  rule: 'r',
  title,
  impact: '',
  category: 'other',
  severity,
  weight,
  start,
  end: start + 10,
});

describe('the summary’s most serious risks', () => {
  it('names three different risks: by severity, then by the weight the review gives them', () => {
    const ctx = buildContext(text, 'Ultragenyx');
    const summary = executiveSummary(
      ctx,
      [
        finding('Ultragenyx must pay within 10 days.', 'medium', 3, 10),
        finding('Ultragenyx must deal exclusively with Cremer.', 'high', 1.4, 20),
        finding('Cremer excludes its liability broadly.', 'high', 1.8, 30),
        finding('Cremer excludes its liability broadly.', 'high', 1.8, 40),
        finding('Ultragenyx must indemnify Cremer.', 'high', 1.5, 50),
      ],
      [],
      null,
      undefined,
    );
    const named = [...summary.matchAll(/\(\d\) ([^;.]+)/g)].map((m) => m[1]);
    expect(named).toEqual([
      'Cremer excludes its liability broadly',
      'Ultragenyx must indemnify Cremer',
      'Ultragenyx must deal exclusively with Cremer',
    ]);
  });
});
