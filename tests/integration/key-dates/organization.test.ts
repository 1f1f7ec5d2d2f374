/**
 * Key dates and the audit trail of an organisation's contract: a member signs it, every member sees
 * its dates and its audit entries (the organisation's chain), nobody outside does.
 */
import { describe, expect, it } from 'vitest';
import type { AuditExport, ContractAudit } from '../../../shared/schemas/audit';
import type { ContractKeyDates, KeyDateListItem } from '../../../shared/schemas/key-dates';
import { createFirm } from '../organizations/helpers';
import { seedAnalysedContract, signContract, signedInUser } from './helpers';

describe('key dates of an organisation', () => {
  it('a member signs a shared contract; the other members see its dates and audit entries, outsiders get 404', async () => {
    const firm = await createFirm({ size: 2 });
    const member = firm.members[0]!;
    const outsider = await signedInUser('kd-outsider');
    const id = await seedAnalysedContract(
      { id: firm.orgId },
      { effective: '2097-01-15', expiration: '2099-01-15', counterparty: 'Firmwide Supplies Ltd' },
    );

    await signContract(member, id);
    const ownerView = await firm.owner.client.get<ContractKeyDates>(`/api/contract/${id}/key-dates`);
    expect(ownerView.body).toMatchObject({ signed: true, contractTitle: 'Supply Agreement — Firmwide Supplies Ltd' });
    const list = await firm.owner.client.get<KeyDateListItem[]>('/api/key-dates?kind=notice-deadline');
    expect(list.body).toEqual([expect.objectContaining({ contractId: id, date: '2098-10-17' })]);
    expect((await outsider.client.get(`/api/contract/${id}/key-dates`)).status).toBe(404);
    expect((await outsider.client.get(`/api/contract/${id}/audit`)).status).toBe(404);

    const audit = await firm.owner.client.get<ContractAudit>(`/api/contract/${id}/audit`);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({ kind: 'signature', actorUserId: member.id, intact: true }),
    ]);
    const exported = await fetch(`${firm.owner.client.baseUrl}/api/audit/export`, {
      headers: { cookie: `session=${firm.owner.client.cookie}` },
    });
    const chains = ((await exported.json()) as AuditExport).chains;
    expect(chains.map((c) => c.owner)).toEqual([`user:${firm.owner.id}`, `organisation:${firm.orgId}`]);
    expect(chains.every((c) => c.verification.ok)).toBe(true);
    expect(chains[1]!.entries.map((e) => e.kind)).toEqual(['signature']);
  });
});
