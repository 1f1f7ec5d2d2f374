/**
 * Calendars: a contract's .ics download and the personal feed URL. Both are parsed with ical.js
 * (RFC 5545); the feed answers only with the current token, and a replaced or revoked one is dead.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarFeedStatus } from '../../../shared/schemas/key-dates';
import { inject } from 'vitest';
import { seedAnalysedContract, signContract, signedInUser } from './helpers';

function events(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

async function fetchFeed(url: string): Promise<Response> {
  // The calendar app fetches the URL as it is: no cookie, no Origin.
  return fetch(`${inject('baseUrl')}${url.replace(/^https?:\/\/[^/]+/, '')}`);
}

describe('calendars', () => {
  it('a signed contract downloads as an .ics file that parses, with its deadline repeating yearly', async () => {
    const user = await signedInUser('cal-file');
    const id = await seedAnalysedContract(user, { effective: '2097-01-15', expiration: '2099-01-15' });
    const notSigned = await user.client.get(`/api/contract/${id}/calendar.ics`);
    expect(notSigned.status).toBe(409);
    await signContract(user, id);

    const res = await fetch(`${inject('baseUrl')}/api/contract/${id}/calendar.ics`, {
      headers: { cookie: `session=${user.client.cookie}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Supply-Agreement-Northwind-Traders-Ltd-key-dates.ics"',
    );
    const parsed = events(await res.text());
    const deadline = parsed.find((e) => e.summary.startsWith('Notice deadline'))!;
    expect(deadline.summary).toBe('Notice deadline: Supply Agreement — Northwind Traders Ltd');
    expect(deadline.startDate.toString()).toBe('2098-10-17');
    expect(deadline.isRecurring()).toBe(true);
    expect(deadline.description).toContain('Clause: Section 12.1 (Term)');
    expect(deadline.component.getFirstPropertyValue('url')).toBe(`${inject('baseUrl')}/key-dates/${id}`);
    expect(parsed.map((e) => e.uid)).toContain(`${id}-expiration@clausewise`);
  });

  it('the feed answers only with the current token and lists every signed contract of the account', async () => {
    const user = await signedInUser('cal-feed');
    const other = await signedInUser('cal-other');
    const mine = [
      await seedAnalysedContract(user, { effective: '2097-01-15', expiration: '2099-01-15', counterparty: 'Alpha Co' }),
    ];
    mine.push(
      await seedAnalysedContract(user, { effective: '2097-02-01', expiration: '2098-02-01', counterparty: 'Beta Co' }),
    );
    for (const id of mine) await signContract(user, id);
    const theirs = await seedAnalysedContract(other, {
      effective: '2097-01-15',
      expiration: '2099-01-15',
      counterparty: 'Secret Partner Ltd',
    });
    await signContract(other, theirs);

    expect((await user.client.get<CalendarFeedStatus>('/api/calendar/feed')).body).toEqual({
      active: false,
      createdAt: null,
    });
    const created = await user.client.post<CalendarFeedStatus>('/api/calendar/feed');
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = await user.client.get<CalendarFeedStatus>('/api/calendar/feed');
    expect(status.body).toMatchObject({ active: true });
    expect(status.body.url).toBeUndefined();

    const feed = await fetchFeed(created.body.url!);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    const parsed = events(await feed.text());
    const summaries = parsed.map((e) => e.summary);
    expect(summaries).toContain('Expiration: Supply Agreement — Alpha Co');
    expect(summaries).toContain('Expiration: Supply Agreement — Beta Co');
    expect(summaries.some((s) => s.includes('Secret Partner'))).toBe(false);

    // A wrong or malformed token is a 404 like any unknown URL.
    const token = created.body.url!.slice(created.body.url!.lastIndexOf('/') + 1, -4);
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await fetchFeed(`/api/calendar/${wrong}.ics`)).status).toBe(404);
    expect((await fetchFeed(`/api/calendar/${token}`)).status).toBe(404);
    expect((await fetchFeed('/api/calendar/short.ics')).status).toBe(404);

    // Replaced: the old URL is dead, the new one works; revoked: both dead.
    const replaced = await user.client.post<CalendarFeedStatus>('/api/calendar/feed');
    expect((await fetchFeed(created.body.url!)).status).toBe(404);
    expect((await fetchFeed(replaced.body.url!)).status).toBe(200);
    const revoked = await user.client.call<CalendarFeedStatus>('DELETE', '/api/calendar/feed');
    expect(revoked.body).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(replaced.body.url!)).status).toBe(404);
  });
});
