/**
 * The public API with Enterprise API keys, through the local cloud: keys shown once and stored as
 * hashes, Bearer only (a session cookie is not enough), a whole review (submit, analysis, reports,
 * redline), the app's validation messages and credits, read/write scopes, revocation that takes
 * effect at once, 404 outside the key's organisation, and 429 with Retry-After past the key's limit.
 */
import { describe, expect, it } from 'vitest';
import { apiMessages, organizationMessages } from '../../../shared/organization-messages';
import { validationMessages } from '../../../shared/messages';
import type { ApiKeySummary } from '../../../shared/schemas/api-keys';
import { createFirm, orgBalance, submission } from '../organizations/helpers';
import { CUSTOMER, servicesText } from '../redline/helpers';
import { inOneRateWindow } from '../../support/rate-window';
import { apiCall, createKey, waitForApiContract } from './helpers';

describe('/api/v1 with API keys', () => {
  it('an Enterprise key drives a whole review; the key is shown once and works only as a Bearer token', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise', credits: 2 });
    const { id: keyId, key } = await createKey(owner, orgId);
    expect(key).toMatch(/^cwk_[A-Za-z0-9_-]{43}$/);
    const listed = await owner.client.get<ApiKeySummary[]>(`/api/orgs/${orgId}/api-keys`);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: keyId,
        name: 'Integration',
        scope: 'write',
        hint: key.slice(0, 10) + '…',
        revokedAt: null,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    // No key, or the owner's session cookie instead of a key: refused.
    const anonymous = await apiCall(undefined, 'POST', '/api/v1/contracts', submission());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ message: apiMessages.missingKey });
    const withCookie = await apiCall(undefined, 'GET', '/api/v1/playbooks', undefined, {
      cookie: `session=${owner.client.cookie}`,
    });
    expect(withCookie.status).toBe(401);

    // The app's validation and messages.
    const invalid = await apiCall(key, 'POST', '/api/v1/contracts', { contractText: 'too short', behalfOf: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      fields: { contractText: validationMessages.contractTextMin, behalfOf: validationMessages.behalfOfRequired },
    });

    const review = { contractText: servicesText, behalfOf: CUSTOMER };
    const submitted = await apiCall<{ id: string }>(key, 'POST', '/api/v1/contracts', review, {
      'idempotency-key': 'api-test-key-0001',
    });
    expect(submitted.status).toBe(201);
    const retried = await apiCall<{ id: string }>(key, 'POST', '/api/v1/contracts', review, {
      'idempotency-key': 'api-test-key-0001',
    });
    expect(retried).toMatchObject({ status: 200, body: { id: submitted.body.id } });
    expect(await orgBalance(orgId)).toBe(1);

    const done = await waitForApiContract(key, submitted.body.id);
    expect(done).toMatchObject({ status: 'completed', behalfOf: CUSTOMER, redlineAvailable: false });
    expect(done.analysis).toHaveProperty('dashboard_executive_summary');

    const pdf = await apiCall(key, 'GET', `/api/v1/contracts/${submitted.body.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await apiCall(key, 'GET', `/api/v1/contracts/${submitted.body.id}/report.docx`);
    expect(docx.status).toBe(200);
    expect(docx.bytes.subarray(0, 2).toString()).toBe('PK');

    expect((await apiCall(key, 'GET', `/api/v1/contracts/${submitted.body.id}/redline.docx`)).status).toBe(409);
    const redline = await apiCall<{ redlineMetadata: { modifications: unknown[] } }>(
      key,
      'POST',
      `/api/v1/contracts/${submitted.body.id}/redline`,
    );
    expect(redline.status).toBe(200);
    expect(redline.body.redlineMetadata.modifications.length).toBeGreaterThan(0);
    const redlined = await apiCall(key, 'GET', `/api/v1/contracts/${submitted.body.id}/redline.docx?modifications=0`);
    expect(redlined.status).toBe(200);
    expect(redlined.bytes.subarray(0, 2).toString()).toBe('PK');

    // The members see the API's contract in the organisation's library; the key's last use is shown.
    expect((await owner.client.get(`/api/contract/analysis/${submitted.body.id}`)).status).toBe(200);
    const after = await owner.client.get<ApiKeySummary[]>(`/api/orgs/${orgId}/api-keys`);
    expect(after.body[0]!.lastUsedAt).not.toBeNull();

    // Out of credits: the paid answer, and nothing charged.
    expect((await apiCall(key, 'POST', '/api/v1/contracts', submission())).status).toBe(201);
    const broke = await apiCall(key, 'POST', '/api/v1/contracts', submission());
    expect(broke.status).toBe(402);
    expect(broke.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', needsTopup: true });
    expect(await orgBalance(orgId)).toBe(0);
  }, 90_000);

  it('a read key cannot write; a revoked key answers 401 at once; keys need Enterprise', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise', credits: 1 });
    const read = await createKey(owner, orgId, 'read', 'Dashboards');
    const refused = await apiCall(read.key, 'POST', '/api/v1/contracts', submission());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'API_KEY_SCOPE', message: apiMessages.readOnlyKey });
    expect((await apiCall(read.key, 'GET', '/api/v1/playbooks')).status).toBe(200);

    expect((await owner.client.call('DELETE', `/api/orgs/${orgId}/api-keys/${read.id}`)).status).toBe(200);
    const revoked = await apiCall(read.key, 'GET', '/api/v1/playbooks');
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ code: 'API_KEY_INVALID', message: apiMessages.invalidKey });
    const listed = await owner.client.get<ApiKeySummary[]>(`/api/orgs/${orgId}/api-keys`);
    expect(listed.body[0]!.revokedAt).not.toBeNull();

    const business = await createFirm({ size: 1, plan: 'business' });
    const noApi = await business.owner.client.post(`/api/orgs/${business.orgId}/api-keys`, {
      name: 'CI',
      scope: 'write',
    });
    expect(noApi.status).toBe(402);
    expect(noApi.body.message).toBe(organizationMessages.apiNeedsEnterprise);
  }, 60_000);

  it("a key sees only its own organisation's contracts, and is limited per minute with Retry-After", async () => {
    const a = await createFirm({ size: 1, plan: 'enterprise', credits: 1 });
    const b = await createFirm({ size: 1, plan: 'enterprise' });
    const keyA = await createKey(a.owner, a.orgId);
    const keyB = await createKey(b.owner, b.orgId);
    const submitted = await apiCall<{ id: string }>(keyA.key, 'POST', '/api/v1/contracts', submission());
    const id = submitted.body.id;
    for (const path of [
      `/api/v1/contracts/${id}`,
      `/api/v1/contracts/${id}/report.pdf`,
      `/api/v1/contracts/${id}/report.docx`,
      `/api/v1/contracts/${id}/redline.docx`,
    ]) {
      expect([path, (await apiCall(keyB.key, 'GET', path)).status]).toEqual([path, 404]);
    }
    expect((await apiCall(keyB.key, 'POST', `/api/v1/contracts/${id}/redline`)).status).toBe(404);
    // A member of B with a session sees nothing of A's either.
    expect((await b.owner.client.get(`/api/contract/analysis/${id}`)).status).toBe(404);
    // B's owner cannot revoke A's key through B's organisation: not found there, and it still works.
    expect((await b.owner.client.call('DELETE', `/api/orgs/${b.orgId}/api-keys/${keyA.id}`)).status).toBe(404);
    expect((await apiCall(keyA.key, 'GET', `/api/v1/contracts/${id}`)).status).toBe(200);

    // The calls go out together, so they fall in one minute's window however slow the machine
    // (a window boundary between them runs the attempt again with a fresh key).
    await inOneRateWindow(60, async () => {
      const burst = await createKey(b.owner, b.orgId, 'read', `Burst ${Date.now()}`);
      const answers = await Promise.all(
        Array.from({ length: 130 }, () => apiCall(burst.key, 'GET', '/api/v1/playbooks')),
      );
      const limited = answers.find((res) => res.status === 429);
      expect(answers.every((res) => res.status === 200 || res.status === 429)).toBe(true);
      expect(limited?.body).toMatchObject({ code: 'RATE_LIMITED', message: apiMessages.rateLimited });
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });
    // Another key of the same organisation has its own allowance.
    const other = await createKey(b.owner, b.orgId, 'read', 'Second');
    expect((await apiCall(other.key, 'GET', '/api/v1/playbooks')).status).toBe(200);
  }, 180_000);
});
