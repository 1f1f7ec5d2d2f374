/** The server's list of app routes (shared/spa-routes.ts) is the router's (frontend/src/app/AppRoutes.tsx). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSpaRoute, SPA_ROUTES } from '../../shared/spa-routes';

const appRoutes = readFileSync(path.resolve(import.meta.dirname, '../../frontend/src/app/AppRoutes.tsx'), 'utf8');

describe('SPA routes', () => {
  it('lists exactly the routes of the app router', () => {
    const declared = [...appRoutes.matchAll(/<Route path="([^"*]+)"/g)].map((m) => `/${m[1]}`);
    expect(appRoutes).toContain('<Route index');
    expect([...SPA_ROUTES].sort()).toEqual(['/', ...declared].sort());
  });

  it('matches the app paths and nothing else', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/results/01HZX')).toBe(true);
    expect(isSpaRoute('/library/')).toBe(true);
    expect(isSpaRoute('/reset-password/abc.def')).toBe(true);
    expect(isSpaRoute('/results')).toBe(false);
    expect(isSpaRoute('/results/1/2')).toBe(false);
    expect(isSpaRoute('/no-such-page')).toBe(false);
  });
});
