/**
 * Calendars: one contract's dates as an .ics file, and a personal feed of every signed contract the
 * account sees, opened by a secret URL (`/api/calendar/<token>.ics`) that Outlook, Google and Apple
 * Calendar subscribe to. Only the token's hash is stored, so the URL is shown once, when created;
 * replacing or revoking it stops the old one at once. Creating and revoking a feed are audited as shares.
 */
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import type { CalendarFeedStatus } from '../../../../shared/schemas/key-dates';
import type { SignedContract } from '../../adapters/repositories/key-dates';
import { hashToken, looksLikeToken, newToken } from '../../domain/accounts/tokens';
import { AppError } from '../../domain/errors/app-error';
import { renderCalendar, type CalendarEvent } from '../../domain/key-dates/ics';
import { scopeOfOwner } from '../../domain/owners';
import type { Actor, KeyDatesDeps } from './types';

export interface CalendarFile {
  body: string;
  filename: string;
}

const fileSafe = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'contract';

export function createCalendars(deps: KeyDatesDeps) {
  const events = (record: SignedContract): CalendarEvent[] =>
    record.dates.map((keyDate) => ({
      contractId: record.contractId,
      contractTitle: record.contractTitle,
      keyDate,
      url: `${deps.appOrigin}/key-dates/${record.contractId}`,
      alarmDays: record.reminders.enabled ? record.reminders.offsets : [],
    }));

  /** The file, and the owner id of the contract (for the audit entry of the download). */
  async function contractFile(actor: Actor, contractId: string): Promise<CalendarFile & { ownerId: string }> {
    const ownerId = await deps.contractOwner(actor, contractId);
    const record = await deps.keyDates.get(scopeOfOwner(ownerId), contractId);
    if (!record) throw new AppError(409, 'CONTRACT_NOT_SIGNED', keyDateMessages.notSigned);
    const body = renderCalendar({
      name: `Clausewise: ${record.contractTitle}`,
      events: events(record),
      now: deps.clock.now(),
    });
    return { body, filename: `${fileSafe(record.contractTitle)}-key-dates.ics`, ownerId };
  }

  async function feed(tokenWithSuffix: string): Promise<CalendarFile> {
    const token = tokenWithSuffix.endsWith('.ics') ? tokenWithSuffix.slice(0, -4) : '';
    const userId = looksLikeToken(token) ? await deps.links.feedOwner(hashToken(token)) : undefined;
    if (!userId) throw new AppError(404, 'FEED_TOKEN_INVALID', keyDateMessages.feedNotFound);
    const owners = await deps.ownersOf(userId);
    const records = (await Promise.all(owners.map((owner) => deps.keyDates.list(owner)))).flat();
    const body = renderCalendar({
      name: 'Clausewise key dates',
      events: records.flatMap(events),
      now: deps.clock.now(),
    });
    return { body, filename: 'clausewise-key-dates.ics' };
  }

  async function feedStatus(userId: string): Promise<CalendarFeedStatus> {
    const current = await deps.links.getFeedOf(userId);
    return { active: current !== undefined, createdAt: current?.createdAt ?? null };
  }

  /** A new feed URL (the previous one, if any, stops working). */
  async function createFeed(userId: string): Promise<CalendarFeedStatus> {
    const { token, hash } = newToken();
    const createdAt = new Date(deps.clock.now()).toISOString();
    const replaced = (await deps.links.getFeedOf(userId)) !== undefined;
    await deps.links.replaceFeed({ userId, tokenHash: hash, createdAt });
    await deps.recordAudit(
      { userId },
      { kind: 'share', details: { what: 'calendar feed', action: replaced ? 'replaced' : 'created' } },
    );
    return { active: true, createdAt, url: `${deps.appOrigin}/api/calendar/${token}.ics` };
  }

  async function revokeFeed(userId: string): Promise<CalendarFeedStatus> {
    if (await deps.links.revokeFeed(userId)) {
      await deps.recordAudit({ userId }, { kind: 'share', details: { what: 'calendar feed', action: 'revoked' } });
    }
    return { active: false, createdAt: null };
  }

  return { contractFile, feed, feedStatus, createFeed, revokeFeed };
}
