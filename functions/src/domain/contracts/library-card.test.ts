import { describe, expect, it } from 'vitest';
import { bodyStart, substantiveExcerpt } from './library-card';

const FILED = `CONFIDENTIAL TREATMENT REQUEST
* Portions denoted with an asterisk have been omitted and filed separately with
the Securities and Exchange Commission pursuant to a request for confidential
treatment.
EXHIBIT 10.16
DISTRIBUTOR AGREEMENT
This Agreement is made between Ingram Micro and NETGEAR.`;

describe('library card excerpt', () => {
  it('starts after SEC filing boilerplate lines', () => {
    expect(FILED.slice(bodyStart(FILED))).toMatch(/^DISTRIBUTOR AGREEMENT\nThis Agreement/);
    expect(substantiveExcerpt('Plain text of an NDA.', null)).toBe('Plain text of an NDA.');
  });

  it('cuts at a word, at most 150 characters, with an ellipsis', () => {
    const out = substantiveExcerpt(`1. Services. ${'Provider shall perform the services. '.repeat(10)}`, null);
    expect(out.length).toBeLessThanOrEqual(150);
    expect(out).toMatch(/^1\. Services\. Provider.*[a-z]…$/);
  });
});
