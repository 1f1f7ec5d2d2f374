/**
 * Key-date test helpers: signed-in users with analysed contracts whose analysis says exactly what a
 * test needs (the dates, the notice and renewal clauses with spans into the text), the services on
 * the test cloud's emulators, and the mailbox filtered to one recipient.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createTable, type Table } from '../../../functions/src/adapters/dynamo/client';
import { auditStores } from '../../../functions/src/adapters/dynamo/audit-log-repo';
import { createKeyDatesRepo } from '../../../functions/src/adapters/dynamo/key-dates-repo';
import { createReminderClaimsRepo } from '../../../functions/src/adapters/dynamo/reminder-claims-repo';
import { createSuppressionRepo } from '../../../functions/src/adapters/dynamo/suppression-repo';
import { createUsersRepo } from '../../../functions/src/adapters/dynamo/users-repo';
import { createAppEmailSender } from '../../../functions/src/adapters/email/app-sender';
import { getConfig } from '../../../functions/src/config';
import { createAuditService } from '../../../functions/src/services/audit';
import { createReminderJob, type ReminderJobDeps } from '../../../functions/src/services/reminders/run';
import { seedContracts } from '../../../scripts/bench/seed-contracts';
import type { ContractKeyDates } from '../../../shared/schemas/key-dates';
import { listMail, type Mail } from '../../support/mailbox';
import { createSignedInUser, type TestUser } from '../../support/users';

let table: Table | undefined;
export function testTable(): Table {
  const c = getConfig();
  table ??= createTable({ region: c.region, tableName: c.tableName, endpoint: c.endpoints.dynamodb });
  return table;
}

export const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface ContractTerms {
  title?: string;
  counterparty?: string;
  effective: string;
  expiration: string;
  /** The Term clause: renewal and notice wording. */
  termClause?: string;
}

const DEFAULT_TERM =
  'This Agreement shall continue until the Expiration Date and shall be automatically renewed for additional successive one (1) year periods, unless written notice of non-renewal is received no later than ninety (90) days prior to the expiration of the then current term.';

/** A contract text and its analysis: the snapshot's dates, a Term clause (renewal, notice) cited as "Section 12.1 (Term)". */
export function analysedContract(terms: ContractTerms): { contractText: string; analysis: string } {
  const term = terms.termClause ?? DEFAULT_TERM;
  const head = `${(terms.title ?? 'Supply Agreement').toUpperCase()}\n\nThis Agreement is made between Acme Buyer Inc. ("Buyer") and ${terms.counterparty ?? 'Northwind Traders Ltd'} ("Supplier").\n\n12.1 Term. `;
  const contractText = `${head}${term}\n\n13. Governing Law. The laws of England and Wales govern this Agreement.`;
  const start = head.length;
  const analysis = {
    dashboard_executive_summary: {
      overall_context: { summary: 'A supply agreement.' },
      contract_snapshot: {
        title_type: terms.title ?? 'Supply Agreement',
        parties: ['Acme Buyer Inc. (Buyer)', `${terms.counterparty ?? 'Northwind Traders Ltd'} (Supplier)`],
        party_details: [
          { name: 'Acme Buyer Inc.', role: 'Buyer' },
          { name: terms.counterparty ?? 'Northwind Traders Ltd', role: 'Supplier' },
        ],
        governing_law: 'England and Wales',
        key_dates: {
          effective_date: terms.effective,
          expiration_date: terms.expiration,
          renewal_terms: term,
          notice_period_termination: 'ninety (90) days notice before the end of the current term',
        },
        date_analysis_notes: '',
      },
    },
    key_information_clauses_summary: [
      {
        clause_type: 'Notice period to terminate renewal',
        plain_language_summary: 'Notice of non-renewal must be given before the term ends.',
        key_details_extracted: [],
        ai_notes_flags: [],
        relevant_clause_reference: 'Section 12.1 (Term)',
        category: 'notice-period-to-terminate-renewal',
        spans: [{ start, end: start + term.length }],
      },
      {
        clause_type: 'Renewal term',
        plain_language_summary: 'Renews every year.',
        key_details_extracted: [],
        ai_notes_flags: [],
        relevant_clause_reference: 'Section 12.1 (Term)',
        category: 'renewal-term',
        spans: [{ start, end: start + term.length }],
      },
    ],
    risk_assessment_issues: {
      categorized_risks: [],
      missing_clauses: [],
      non_standard_unusual_terms: [],
      ambiguities_inconsistencies: [],
    },
    suggested_language: [],
  };
  return { contractText, analysis: JSON.stringify(analysis) };
}

/** Seeds an analysed contract for the user; returns its id. */
export async function seedAnalysedContract(
  user: { id: string },
  terms: ContractTerms,
  behalfOf = 'Acme Buyer Inc.',
): Promise<string> {
  const { contractText, analysis } = analysedContract(terms);
  const [id] = await seedContracts(testTable(), user.id, [{ createdAt: new Date(), behalfOf, contractText, analysis }]);
  return id!;
}

export async function signContract(
  user: TestUser,
  contractId: string,
  signedOn = '2026-11-20',
): Promise<ContractKeyDates> {
  const res = await user.client.post<ContractKeyDates>(`/api/contract/${contractId}/signed`, { signedOn });
  if (res.status !== 201) throw new Error(`sign failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function signedInUser(prefix: string): Promise<TestUser> {
  return createSignedInUser({ prefix });
}

/** The reminder job on the test cloud, with a part of its dependencies replaced (a crash, a clock). */
export function reminderJob(overrides: Partial<ReminderJobDeps> = {}) {
  const c = getConfig();
  const t = testTable();
  const audit = createAuditService({ ...auditStores(t), clock: { now: () => Date.now() }, logger: quiet });
  return createReminderJob({
    keyDates: createKeyDatesRepo(t),
    claims: createReminderClaimsRepo(t),
    users: createUsersRepo(t),
    suppressions: createSuppressionRepo(t),
    email: createAppEmailSender(c, t, quiet, { maxAttempts: 1 }),
    recordAudit: audit.record,
    clock: { now: () => Date.now() },
    appOrigin: c.appOrigin,
    newToken: () => randomBytes(16).toString('base64url'),
    log: quiet,
    ...overrides,
  });
}

export async function mailTo(address: string, subjectIncludes = ''): Promise<Mail[]> {
  return (await listMail(inject('mailboxUrl'))).filter(
    (m) =>
      m.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())) &&
      m.subject.includes(subjectIncludes),
  );
}

export const at = (iso: string) => Date.parse(iso);
