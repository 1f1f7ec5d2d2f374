/**
 * Signed contracts and key dates through the API: the dates proposed from the analysis, signing,
 * corrections (with the version guard), the coming-dates list and its filters, marking not signed,
 * and the owner check (someone else's contract is a 404).
 */
import { describe, expect, it } from 'vitest';
import { keyDateMessages } from '../../../shared/key-dates-messages';
import type { ContractAudit } from '../../../shared/schemas/audit';
import type { ContractKeyDates, KeyDateListItem } from '../../../shared/schemas/key-dates';
import { ApiClient } from '../../support/users';
import { seedAnalysedContract, signContract, signedInUser } from './helpers';

const FAR = { effective: '2097-01-15', expiration: '2099-01-15' };

describe('key dates API', () => {
  it('proposes the dates from the analysis, then tracks them once the contract is signed', async () => {
    const user = await signedInUser('kd-sign');
    const id = await seedAnalysedContract(user, FAR);

    const proposed = await user.client.get<ContractKeyDates>(`/api/contract/${id}/key-dates`);
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({
      signed: false,
      signedOn: null,
      contractTitle: 'Supply Agreement — Northwind Traders Ltd',
    });
    // 2099-01-15 minus 90 days' notice, the Term clause cited; renewing yearly.
    const deadline = proposed.body.dates.find((d) => d.kind === 'notice-deadline');
    expect(deadline).toMatchObject({
      date: '2098-10-17',
      clauseReference: 'Section 12.1 (Term)',
      label: 'Last day to give notice of non-renewal',
      repeats: { every: 1, unit: 'year' },
      remind: true,
      basis: '2099-01-15 minus 90 days notice',
    });

    const future = await user.client.post(`/api/contract/${id}/signed`, { signedOn: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ message: keyDateMessages.signedOnFuture });
    expect((await user.client.post(`/api/contract/${id}/signed`, { signedOn: '2026-02-30' })).body).toMatchObject({
      message: keyDateMessages.signedOnInvalid,
    });
    expect((await user.client.post(`/api/contract/${id}/signed`, {})).body).toMatchObject({
      message: keyDateMessages.signedOnRequired,
    });

    const signed = await signContract(user, id, '2026-11-20');
    expect(signed).toMatchObject({
      signed: true,
      signedOn: '2026-11-20',
      version: 1,
      reminders: { enabled: true, offsets: [90, 30, 7] },
    });
    expect(signed.dates.map((d) => d.kind)).toEqual(['effective', 'expiration', 'notice-deadline', 'renewal']);
    expect(signed.upcoming).toContainEqual({ keyDateId: 'notice-deadline', date: '2098-10-17' });

    // Signing again with the same date changes nothing; another date only moves the signature.
    const again = await user.client.post<ContractKeyDates>(`/api/contract/${id}/signed`, { signedOn: '2026-11-20' });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(1);
    const moved = await user.client.post<ContractKeyDates>(`/api/contract/${id}/signed`, { signedOn: '2026-11-21' });
    expect(moved.body).toMatchObject({ signedOn: '2026-11-21', version: 2 });
  });

  it('keeps the user’s corrections, refuses an edit made on an old version, and audits the change', async () => {
    const user = await signedInUser('kd-edit');
    const id = await seedAnalysedContract(user, FAR);
    const signed = await signContract(user, id);

    const dates = signed.dates
      .map((d) => (d.kind === 'notice-deadline' ? { ...d, date: '2098-10-01' } : d))
      .filter((d) => d.kind !== 'effective');
    const edit = await user.client.call<ContractKeyDates>('PUT', `/api/contract/${id}/key-dates`, {
      version: signed.version,
      dates: [...dates, { kind: 'other', date: '2098-06-30', label: 'Price review', clauseReference: 'Schedule 2' }],
      reminders: { offsets: [14, 60, 60] },
    });
    expect(edit.status).toBe(200);
    const byKind = (kind: string) => edit.body.dates.find((d) => d.kind === kind);
    expect(byKind('notice-deadline')).toMatchObject({
      date: '2098-10-01',
      source: 'user',
      clauseReference: 'Section 12.1 (Term)',
    });
    expect(byKind('notice-deadline')!.basis).toBeUndefined();
    expect(byKind('expiration')).toMatchObject({ source: 'analysis' });
    expect(byKind('effective')).toBeUndefined();
    expect(byKind('other')).toMatchObject({ label: 'Price review', source: 'user', remind: false });
    expect(byKind('other')!.id).toMatch(/^custom-/);
    expect(edit.body.reminders.offsets).toEqual([60, 14]);
    expect(edit.body.version).toBe(2);

    const stale = await user.client.call('PUT', `/api/contract/${id}/key-dates`, {
      version: 1,
      reminders: { enabled: false },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'KEY_DATES_CHANGED', message: keyDateMessages.changedMeanwhile });

    const bad = await user.client.call('PUT', `/api/contract/${id}/key-dates`, {
      version: 2,
      dates: [{ kind: 'other', date: '2098-02-30', label: 'x' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: keyDateMessages.dateInvalid });
    const badOffsets = await user.client.call('PUT', `/api/contract/${id}/key-dates`, {
      version: 2,
      reminders: { offsets: [0] },
    });
    expect(badOffsets.body).toMatchObject({ message: keyDateMessages.offsetsInvalid });

    const audit = await user.client.get<ContractAudit>(`/api/contract/${id}/audit`);
    expect(audit.status).toBe(200);
    expect(audit.body.entries.map((e) => e.kind)).toEqual(['key-date-change', 'signature']);
    const change = String(audit.body.entries[0]!.details.changes);
    expect(change).toContain('Notice deadline "Last day to give notice of non-renewal": 2098-10-17 to 2098-10-01');
    expect(change).toContain('Added Other "Price review" on 2098-06-30');
    expect(change).toContain('Removed Effective date');
    expect(change).toContain('Reminder days 90, 30, 7 to 60, 14');
    expect(audit.body.entries.every((e) => e.intact)).toBe(true);
  });

  it('lists the coming dates of every signed contract soonest first, filtered by kind and contract', async () => {
    const user = await signedInUser('kd-list');
    const first = await seedAnalysedContract(user, {
      effective: '2096-03-01',
      expiration: '2098-03-01',
      counterparty: 'Alpha Co',
    });
    const second = await seedAnalysedContract(user, {
      effective: '2096-01-01',
      expiration: '2097-06-30',
      counterparty: 'Beta Co',
    });
    const unsigned = await seedAnalysedContract(user, {
      effective: '2096-01-01',
      expiration: '2096-12-31',
      counterparty: 'Gamma Co',
    });
    await signContract(user, first);
    await signContract(user, second);

    const all = await user.client.get<KeyDateListItem[]>('/api/key-dates');
    expect(all.status).toBe(200);
    expect(all.body.map((d) => d.date)).toEqual([...all.body.map((d) => d.date)].sort());
    expect(new Set(all.body.map((d) => d.contractId))).toEqual(new Set([first, second]));
    expect(all.body.some((d) => d.contractId === unsigned)).toBe(false);
    expect(all.body[0]).toMatchObject({
      contractId: second,
      kind: 'effective',
      date: '2096-01-01',
      contractTitle: 'Supply Agreement — Beta Co',
    });

    const deadlines = await user.client.get<KeyDateListItem[]>('/api/key-dates?kind=notice-deadline');
    expect(deadlines.body.map((d) => [d.contractId, d.date])).toEqual([
      [second, '2097-04-01'],
      [first, '2097-12-01'],
    ]);
    const one = await user.client.get<KeyDateListItem[]>(`/api/key-dates?contractId=${first}&kind=expiration`);
    expect(one.body).toEqual([
      expect.objectContaining({
        contractId: first,
        kind: 'expiration',
        date: '2098-03-01',
        clauseReference: 'Section 12.1 (Term)',
      }),
    ]);
    expect((await user.client.get('/api/key-dates?kind=birthday')).status).toBe(400);

    // Marked not signed: its dates leave the list.
    const unsign = await user.client.call<ContractKeyDates>('DELETE', `/api/contract/${first}/signed`);
    expect(unsign.body.signed).toBe(false);
    const after = await user.client.get<KeyDateListItem[]>('/api/key-dates');
    expect(after.body.every((d) => d.contractId === second)).toBe(true);
  });

  it('answers 404 for someone else’s contract, 409 before signing or analysis, 401 signed out', async () => {
    const owner = await signedInUser('kd-owner');
    const other = await signedInUser('kd-other');
    const id = await seedAnalysedContract(owner, FAR);
    for (const [method, path, body] of [
      ['GET', `/api/contract/${id}/key-dates`, undefined],
      ['POST', `/api/contract/${id}/signed`, { signedOn: '2026-11-20' }],
      ['PUT', `/api/contract/${id}/key-dates`, { version: 0 }],
      ['GET', `/api/contract/${id}/calendar.ics`, undefined],
      ['GET', `/api/contract/${id}/audit`, undefined],
    ] as const) {
      const res = await other.client.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const notSigned = await owner.client.call('PUT', `/api/contract/${id}/key-dates`, { version: 0 });
    expect(notSigned.status).toBe(409);
    expect(notSigned.body).toMatchObject({ code: 'CONTRACT_NOT_SIGNED' });
    expect((await new ApiClient().get('/api/key-dates')).status).toBe(401);
  });
});
