/**
 * Outreach use-cases: waitlist applications, refer-a-friend and credit top-up requests. Each sends
 * one email through the email port and is rate limited with the shared fixed-window counters.
 */
import type { EmailSender } from '../../adapters/email/port';
import { outreachMessages } from '../../../../shared/messages';
import { AppError, rateLimited } from '../../domain/errors/app-error';
import type { RateLimitRepo } from '../../adapters/repositories/rate-limit';
import type { WaitlistRepo } from '../../adapters/repositories/waitlist';
import { rateWindow, retryAfterSeconds, type RateRule } from '../../domain/accounts/rate-limits';
import { outreachRateRules } from '../../domain/outreach/rate-limits';
import type { ReferralRequest, TopUpRequest } from '../../../../shared/schemas/outreach';
import type { WaitlistApplication } from '../../../../shared/schemas/waitlist';
import { normalizeEmail } from '../../domain/accounts/email';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import { organizationNotFound, requireManager } from '../organizations/access';
import { referralEmail, topUpNotification, waitlistConfirmation, waitlistNotification } from './emails';
import type { Clock } from '../../adapters/clock';
import type { LogPort } from '../../log/port';

export interface OutreachDeps {
  waitlist: WaitlistRepo;
  rateLimits: RateLimitRepo;
  email: EmailSender;
  organizations: Pick<OrganizationsRepo, 'getMembership' | 'get'>;
  clock: Clock;
  log: Pick<LogPort, 'info' | 'error'>;
  config: { appOrigin: string; operatorsEmail: string };
}

/** The caller as the outreach use-cases see it (from the session's user record). */
export interface Sender {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subscriptionType: string;
  creditsRemaining: number;
  /** Referrals go to third parties: only a verified account may send them. */
  isVerified?: boolean;
}

export function createOutreachService(deps: OutreachDeps) {
  const { waitlist, rateLimits, email, organizations, clock, log, config } = deps;

  async function limit(rule: RateRule, subject: string): Promise<void> {
    const window = rateWindow(rule, subject, clock.now());
    const count = await rateLimits.hit(window);
    if (count > rule.limit) throw rateLimited(outreachMessages.tooManyRequests, retryAfterSeconds(window, clock.now()));
  }

  /** The organisation a top-up is requested for: 404 outside it, 403 for a member (services/organizations/access.ts). */
  async function organizationToTopUp(userId: string, organizationId: string) {
    await requireManager(organizations, organizationId, userId);
    const organization = await organizations.get(organizationId);
    if (!organization) throw organizationNotFound();
    return {
      id: organization.id,
      name: organization.name,
      plan: organization.plan,
      creditsRemaining: organization.creditsRemaining,
    };
  }

  return {
    /** Stores the application (once per email) and tells the operators. */
    async applyToWaitlist(
      application: WaitlistApplication,
      meta: { clientIp: string; userId?: string },
    ): Promise<void> {
      await limit(outreachRateRules.waitlistPerAddress, meta.clientIp);
      const createdAt = new Date(clock.now()).toISOString();
      const added = await waitlist.add({ ...application, createdAt, ...(meta.userId ? { userId: meta.userId } : {}) });
      if (!added) throw new AppError(409, 'WAITLIST_EXISTS', outreachMessages.waitlistExists);
      try {
        await email.send(waitlistNotification({ to: config.operatorsEmail, application, appOrigin: config.appOrigin }));
        await waitlist.markNotified(application.email, new Date(clock.now()).toISOString());
      } catch (err) {
        // The application is stored (and listed for operators); only the heads-up mail is missing.
        log.error('waitlist notification failed', { error: err });
      }
      try {
        // The applicant's own record of the request and of the promised reply.
        await email.send(waitlistConfirmation({ to: application.email, application, appOrigin: config.appOrigin }));
      } catch (err) {
        log.error('waitlist confirmation failed', { error: err });
      }
      log.info('waitlist application', { planType: application.planType });
    },

    async referFriend(sender: Sender, referral: ReferralRequest): Promise<void> {
      if (sender.isVerified !== true)
        throw new AppError(403, 'EMAIL_NOT_VERIFIED', outreachMessages.referralNeedsVerifiedEmail);
      const friend = normalizeEmail(referral.email);
      if (friend === normalizeEmail(sender.email)) {
        throw new AppError(400, 'VALIDATION_FAILED', outreachMessages.referralToSelf, {
          fields: { email: outreachMessages.referralToSelf },
        });
      }
      await limit(outreachRateRules.referralsPerUser, sender.id);
      const repeat = rateWindow(outreachRateRules.referralsPerFriend, `${sender.id}:${friend}`, clock.now());
      if ((await rateLimits.hit(repeat)) > outreachRateRules.referralsPerFriend.limit) {
        throw new AppError(409, 'REFERRAL_REPEATED', outreachMessages.referralRepeated, {
          fields: { email: outreachMessages.referralRepeated },
        });
      }
      try {
        await email.send(
          referralEmail({
            to: referral.email,
            friendFirstName: referral.firstName,
            referrer: sender,
            appOrigin: config.appOrigin,
          }),
        );
      } catch (err) {
        log.error('referral email failed', { userId: sender.id, error: err });
        throw new AppError(503, 'EMAIL_UNAVAILABLE', outreachMessages.emailUnavailable);
      }
      log.info('referral sent', { userId: sender.id });
    },

    /** For the sender's own balance, or for `organizationId`'s when they are its owner or an admin. */
    async requestTopUp(sender: Sender, request: TopUpRequest, organizationId?: string): Promise<void> {
      const organization = organizationId ? await organizationToTopUp(sender.id, organizationId) : undefined;
      await limit(outreachRateRules.topUpsPerUser, sender.id);
      try {
        await email.send(
          topUpNotification({
            to: config.operatorsEmail,
            user: sender,
            organization,
            ...request,
            appOrigin: config.appOrigin,
          }),
        );
      } catch (err) {
        log.error('top-up request email failed', { userId: sender.id, error: err });
        throw new AppError(503, 'EMAIL_UNAVAILABLE', outreachMessages.topUpFailed);
      }
      log.info('top-up requested', {
        userId: sender.id,
        organizationId: organization?.id,
        requestedCredits: request.requestedCredits,
      });
    },
  };
}

export type OutreachService = ReturnType<typeof createOutreachService>;
