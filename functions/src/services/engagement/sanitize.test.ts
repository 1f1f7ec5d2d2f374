import { describe, expect, it } from 'vitest';
import { sanitizeEvent, sanitizePage } from './sanitize';

const base = { eventType: 'feature_usage' as const, page: '/', sessionId: '6f1c1d2e-8a8b-4c1d-9e2f-0a1b2c3d4e5f' };

describe('engagement sanitising', () => {
  it('keeps the path only and hides one-time tokens', () => {
    expect(sanitizePage('/library?q=acme#top')).toBe('/library');
    expect(sanitizePage('/email-verified/abc123def456')).toBe('/email-verified/:token');
    expect(sanitizePage('/reset-password/xyz987654321?email=a@b.c')).toBe('/reset-password/:token');
    expect(sanitizePage('/reset-password')).toBe('/reset-password');
    expect(sanitizePage('https://evil.example/x')).toBe('/');
  });

  it('drops secret-looking metadata keys and redacts tokens inside strings', () => {
    const out = sanitizeEvent({
      ...base,
      metadata: {
        password: 'x',
        newPassword: 'x',
        resetToken: 'x',
        contractText: 'x',
        text: 'x',
        cookie: 'x',
        cardNumber: 'x',
        count: 2,
        message: 'failed with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc and sk_test_123abc',
        long: 'y'.repeat(1500),
      },
    });
    expect(Object.keys(out.metadata ?? {}).sort()).toEqual(['count', 'long', 'message']);
    expect(out.stripped.sort()).toEqual([
      'cardNumber',
      'contractText',
      'cookie',
      'newPassword',
      'password',
      'resetToken',
      'text',
    ]);
    expect(out.metadata?.message).toBe('failed with [redacted] and [redacted]');
    expect(String(out.metadata?.long)).toHaveLength(500);
  });

  it('leaves an ordinary event as it is', () => {
    const out = sanitizeEvent({
      ...base,
      page: '/library',
      component: 'library',
      action: 'view_contract',
      metadata: { queryLength: 4 },
    });
    expect(out).toEqual({
      ...base,
      page: '/library',
      component: 'library',
      action: 'view_contract',
      metadata: { queryLength: 4 },
      stripped: [],
    });
  });
});

describe('record ids', () => {
  it('replaces contract ids in pages and metadata, so events name no contract', () => {
    const event = sanitizeEvent({
      eventType: 'contract_analysis',
      page: '/results/01M89JZCDWG1D3B5T2TGM08NFG',
      sessionId: '6f1c1b1e-8a3e-4c49-9d0a-3a2f4b8c9d10',
      metadata: { contractId: '01M89JZCDWG1D3B5T2TGM08NFG', note: 'opened 01M89JZCDWG1D3B5T2TGM08NFG' },
    } as Parameters<typeof sanitizeEvent>[0]);
    expect(event.page).toBe('/results/:id');
    expect(event.metadata).toEqual({ contractId: ':id', note: 'opened :id' });
  });
});
