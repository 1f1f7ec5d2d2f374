/**
 * A negotiated round on a real form: the Common Paper Cloud Service Agreement as the provider's
 * counsel returns it to the customer, with the edits a provider-side lawyer typically makes (and a
 * few neutral or customer-friendly ones), each tracked under their name. Reviewed for the Customer
 * against a buyer-side playbook with positions. The expected reading of each edit is what a
 * customer-side lawyer would answer; tests hold the engine-driven recommendations to it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RedlineModification } from '../../shared/schemas/redline';
import { markUp, type Markup } from './counterparty-markup';
import { FIXTURES_DIR } from './shared-dir';

export const NEGOTIATED_FIXTURE = 'common-paper-cloud-service-agreement.docx';
export const REVIEWED_FOR = 'Customer';

export const BUYER_PLAYBOOK = [
  '# Buyer-side SaaS positions',
  'Liability cap: at least 12 months',
  '  prefer: 24 months',
  '  fallback: 18 months',
  '  fallback: 12 months',
  '  walk away: 6 months',
  'Governing law: New York',
  '  fallback: Delaware',
  'Indemnity: mutual',
  'Payment terms: at most 45 days',
].join('\n');

export interface NegotiatedEdit {
  name: string;
  modification: RedlineModification;
  /** What a customer-side lawyer answers. */
  expected: 'accept' | 'reject' | 'counter';
}

export const NEGOTIATED_EDITS: NegotiatedEdit[] = [
  {
    name: 'provider termination for convenience',
    modification: {
      type: 'insert',
      priority: 'high',
      insert_after:
        'continue for the longer of one year or until all Order Forms governed by the Framework Terms have ended.',
      modified_text: 'Provider may terminate the Framework Terms for convenience at any time upon notice to Customer.',
      reasoning: 'Provider needs flexibility.',
    },
    expected: 'reject',
  },
  {
    name: 'liability cap cut to three months of fees for Provider only',
    modification: {
      type: 'replace',
      priority: 'high',
      original_text:
        'each party’s total cumulative liability for all claims arising out of or relating to this Agreement will not be more than the General Cap Amount.',
      modified_text:
        'Provider’s total cumulative liability for all claims arising out of or relating to this Agreement will not be more than the Fees paid by Customer in the three (3) months before the claim.',
      reasoning: '',
    },
    expected: 'counter',
  },
  {
    name: 'provider indemnity reduced to a duty to defend',
    modification: {
      type: 'replace',
      priority: 'high',
      original_text:
        'Provider will indemnify, defend, and hold harmless Customer from and against all Provider Covered Claims',
      modified_text: 'Provider will defend Customer against all Provider Covered Claims',
      reasoning: 'Aligns with our standard position.',
    },
    expected: 'reject',
  },
  {
    name: 'governing law filled in as California',
    modification: {
      type: 'replace',
      priority: 'medium',
      original_text: 'The laws of {governing_law}',
      modified_text: 'The laws of the State of California',
      reasoning: '',
    },
    expected: 'counter',
  },
  {
    name: 'deletion of customer content within 30 days instead of 60',
    modification: {
      type: 'replace',
      priority: 'low',
      original_text: 'Provider will delete Customer Content within 60 days.',
      modified_text: 'Provider will delete Customer Content within 30 days.',
      reasoning: '',
    },
    expected: 'accept',
  },
  {
    name: 'written notice of fraudulent activity',
    modification: {
      type: 'replace',
      priority: 'low',
      original_text: 'Customer will promptly notify Provider if it suspects',
      modified_text: 'Customer will promptly notify Provider in writing if it suspects',
      reasoning: '',
    },
    expected: 'accept',
  },
  {
    name: 'new clause on publicity',
    modification: {
      type: 'add_clause',
      priority: 'low',
      insert_after:
        'Provider will reinstate Customer’s access to the Product only if Customer resolves the underlying issue.',
      modified_text:
        'Provider may identify Customer as a customer of the Cloud Service on its website, with Customer’s prior written consent.',
      reasoning: 'Standard publicity language.',
    },
    expected: 'accept',
  },
];

export const fixtureBytes = (name = NEGOTIATED_FIXTURE) =>
  new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'docx', name)));

export async function negotiatedMarkup(): Promise<Markup> {
  return markUp(
    fixtureBytes(),
    NEGOTIATED_EDITS.map((e) => e.modification),
  );
}
