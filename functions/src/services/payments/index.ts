/**
 * Buying credits (docs/credits.md, "Payments"). Checkout sessions are opened with the
 * configured provider; credits are added when the provider says the session is paid — by the
 * signed `checkout.session.completed` webhook, or by fix-payment re-reading the session — and at
 * most once per session whatever the order and repetition of those calls (payments-repo.ts).
 *
 * An owner or admin of a Business or Enterprise organisation may buy for the organisation: the
 * session carries the organisation's id in its metadata and the record keeps it, and the same apply
 * adds the credits to the organisation's balance instead of the buyer's.
 */
import type { CreditPackage, PaymentVerification } from '../../../../shared/schemas/payments';
import { paymentMessages } from '../../../../shared/payment-messages';
import type { PaymentRecord, PaymentsRepo } from '../../adapters/repositories/payments';
import type { User } from '../../adapters/repositories/users';
import {
  isPaid,
  toSessionView,
  type CheckoutSessionView,
  type PaymentProvider,
  type StripeSessionLike,
} from '../../adapters/payments/port';
import type { SignedEvent } from '../../adapters/payments/webhook-signature';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import { AppError, notFound } from '../../domain/errors/app-error';
import type { Clock } from '../../adapters/clock';
import { organizationPaysAsPaid } from '../../domain/organizations/plans';
import { requireManager } from '../organizations/access';
import type { LogPort } from '../../log/port';

export interface PaymentsDeps {
  payments: PaymentsRepo;
  provider: PaymentProvider;
  users: { getById(id: string): Promise<User | undefined> };
  organizations: Pick<OrganizationsRepo, 'getMembership' | 'get'>;
  clock: Clock;
  log: Pick<LogPort, 'info' | 'warn' | 'error'>;
  config: { appOrigin: string; packages: readonly CreditPackage[] };
}

export interface ApplyResult {
  record: PaymentRecord;
  /** True when this call added the credits. */
  applied: boolean;
}

/** The balance a payment adds to: the buyer's own, or (organisation purchases) the organisation's. */
interface Balance {
  creditsRemaining: number;
  subscriptionType: string;
  organization?: { id: string; name: string };
}

const sessionNotFound = () => notFound(paymentMessages.invalidSession);

export function createPaymentsService(deps: PaymentsDeps) {
  const { payments, provider, users, organizations, clock, log, config } = deps;
  const findPackage = (id: string | undefined) => config.packages.find((p) => p.id === id);

  /** The payment record, created from the provider's session if the checkout call never wrote it. */
  async function recordFor(session: CheckoutSessionView): Promise<PaymentRecord> {
    const existing = await payments.get(session.id);
    if (existing) return existing;
    const pkg = findPackage(session.packageId);
    if (!session.userId || !pkg) {
      log.error('paid session without a known owner or package', {
        sessionId: session.id,
        packageId: session.packageId,
      });
      throw new AppError(422, 'PAYMENT_NOT_COMPLETED', paymentMessages.verifyFailedFallback);
    }
    await payments.create({
      sessionId: session.id,
      userId: session.userId,
      ...(session.organizationId ? { organizationId: session.organizationId } : {}),
      provider: provider.name,
      packageId: pkg.id,
      packageName: pkg.name,
      credits: pkg.credits,
      amount: session.amountTotal,
      currency: session.currency,
      createdAt: new Date(clock.now()).toISOString(),
    });
    const created = await payments.get(session.id);
    if (!created) throw new Error(`payment record ${session.id} vanished`);
    return created;
  }

  /** Adds a paid session's credits once and marks the record processed (idempotent). */
  async function apply(session: CheckoutSessionView, by: 'webhook' | 'fix-payment'): Promise<ApplyResult> {
    const record = await recordFor(session);
    if ((session.userId && session.userId !== record.userId) || session.organizationId !== record.organizationId) {
      log.error('checkout session owner differs from the payment record', { sessionId: session.id });
      throw sessionNotFound();
    }
    if (record.processingCompleted) return { record, applied: false };
    const outcome = await payments.addCreditsOnce(
      record.organizationId ?? record.userId,
      record.sessionId,
      record.credits,
    );
    if (outcome.kind === 'noUser') {
      log.error('paid session for an account that no longer exists', {
        sessionId: session.id,
        userId: record.userId,
        organizationId: record.organizationId,
      });
      throw sessionNotFound();
    }
    const stored = await payments.markProcessed(record.sessionId, {
      before: outcome.before,
      after: outcome.after,
      amount: session.amountTotal || record.amount,
      currency: session.currency || record.currency,
      at: new Date(clock.now()).toISOString(),
      by,
    });
    if (!stored) throw new Error(`payment record ${session.id} vanished`);
    if (outcome.kind === 'added') {
      log.info('payment credits added', {
        sessionId: session.id,
        userId: record.userId,
        organizationId: record.organizationId,
        credits: record.credits,
        by,
      });
    }
    return { record: stored, applied: outcome.kind === 'added' };
  }

  async function ownSession(
    userId: string,
    sessionId: string,
  ): Promise<{ record?: PaymentRecord; session?: CheckoutSessionView }> {
    const record = await payments.get(sessionId);
    if (record && record.userId !== userId) throw sessionNotFound();
    if (record?.processingCompleted) return { record };
    const session = await provider.retrieveSession(sessionId).catch((err: unknown) => {
      log.error('payment provider unavailable', { sessionId, error: err });
      throw new AppError(503, 'PAYMENT_PROVIDER_ERROR', paymentMessages.providerUnavailable);
    });
    if (!session || session.userId !== userId) {
      if (record) return { record };
      throw sessionNotFound();
    }
    return { record, session };
  }

  function verification(
    balance: Balance,
    record: PaymentRecord | undefined,
    session: CheckoutSessionView | undefined,
  ): PaymentVerification {
    const done = record?.processingCompleted === true;
    const pkg = findPackage(record?.packageId ?? session?.packageId);
    const liveStatus = session
      ? isPaid(session)
        ? 'paid'
        : session.status === 'expired'
          ? 'expired'
          : 'unpaid'
      : undefined;
    return {
      sessionId: record?.sessionId ?? session?.id ?? '',
      amount: record?.amount ?? session?.amountTotal ?? 0,
      currency: record?.currency ?? session?.currency ?? '',
      status: done ? 'paid' : (liveStatus ?? (record?.status === 'expired' ? 'expired' : 'unpaid')),
      packageType: record?.packageName ?? pkg?.name ?? '',
      creditsAdded: done ? (record?.credits ?? 0) : 0,
      creditsBeforeUpdate: done ? (record?.creditsBeforeUpdate ?? balance.creditsRemaining) : balance.creditsRemaining,
      updatedCredits: done ? (record?.updatedCredits ?? balance.creditsRemaining) : balance.creditsRemaining,
      processingCompleted: done,
      creditsRemaining: balance.creditsRemaining,
      subscriptionType: balance.subscriptionType,
      organization: balance.organization ?? null,
    };
  }

  /** The balance the payment adds to, as it is now: the organisation's for its purchases, else the buyer's. */
  async function balanceOf(userId: string, organizationId: string | undefined): Promise<Balance> {
    if (organizationId) {
      const organization = await organizations.get(organizationId);
      if (!organization) throw sessionNotFound();
      return {
        creditsRemaining: organization.creditsRemaining,
        subscriptionType: organization.plan,
        organization: { id: organization.id, name: organization.name },
      };
    }
    const user = await users.getById(userId);
    if (!user) throw sessionNotFound();
    return { creditsRemaining: user.creditsRemaining, subscriptionType: user.subscriptionType };
  }

  /** Checkout for an organisation: its owner or an admin (404 outside it, 403 for a member), on a paid plan. */
  async function organizationToBuyFor(user: User, organizationId: string): Promise<string> {
    await requireManager(organizations, organizationId, user.id);
    const organization = await organizations.get(organizationId);
    if (!organization) throw notFound(paymentMessages.invalidSession);
    if (!organizationPaysAsPaid(organization.plan)) {
      throw new AppError(403, 'PLAN_REQUIRED', paymentMessages.planRequired, { needsUpgrade: true });
    }
    return organization.id;
  }

  return {
    listPackages(): readonly CreditPackage[] {
      return config.packages;
    },

    async createCheckout(
      user: User,
      packageId: string,
      forOrganization?: string,
    ): Promise<{ sessionId: string; url: string }> {
      const organizationId = forOrganization ? await organizationToBuyFor(user, forOrganization) : undefined;
      if (!organizationId && user.subscriptionType !== 'paid') {
        throw new AppError(403, 'PLAN_REQUIRED', paymentMessages.planRequired, { needsUpgrade: true });
      }
      const pkg = findPackage(packageId);
      if (!pkg)
        throw new AppError(400, 'VALIDATION_FAILED', paymentMessages.unknownPackage, {
          fields: { packageId: paymentMessages.unknownPackage },
        });
      let session: { id: string; url: string };
      try {
        session = await provider.createCheckoutSession({
          userId: user.id,
          email: user.email,
          pkg,
          organizationId,
          successUrl: `${config.appOrigin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.appOrigin}/payment-canceled`,
        });
      } catch (err) {
        log.error('checkout session could not be created', { userId: user.id, organizationId, packageId, error: err });
        throw new AppError(503, 'PAYMENT_PROVIDER_ERROR', paymentMessages.providerUnavailable);
      }
      await payments.create({
        sessionId: session.id,
        userId: user.id,
        ...(organizationId ? { organizationId } : {}),
        provider: provider.name,
        packageId: pkg.id,
        packageName: pkg.name,
        credits: pkg.credits,
        amount: pkg.price,
        currency: pkg.currency,
        createdAt: new Date(clock.now()).toISOString(),
      });
      return { sessionId: session.id, url: session.url };
    },

    /** A verified webhook event. Unknown types are acknowledged and ignored. */
    async handleEvent(event: SignedEvent): Promise<{ handled: boolean; applied?: boolean }> {
      const object = event.data.object as StripeSessionLike;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = toSessionView(object);
          // Delayed payment methods complete the session unpaid; their success event follows.
          if (!isPaid(session)) return { handled: true, applied: false };
          const { applied } = await apply(session, 'webhook');
          return { handled: true, applied };
        }
        case 'checkout.session.expired':
          await payments.markExpired(object.id);
          return { handled: true };
        default:
          return { handled: false };
      }
    },

    /** Re-reads the session from the provider and adds its credits if they were not added yet. */
    async fixPayment(
      userId: string,
      sessionId: string,
    ): Promise<PaymentVerification & { credits: number; applied: boolean }> {
      const { record, session } = await ownSession(userId, sessionId);
      let result: ApplyResult | undefined;
      if (record?.processingCompleted) result = { record, applied: false };
      else if (session && isPaid(session)) result = await apply(session, 'fix-payment');
      else throw new AppError(409, 'PAYMENT_NOT_COMPLETED', paymentMessages.notCompleted);
      const balance = await balanceOf(userId, result.record.organizationId);
      return {
        ...verification(balance, result.record, session),
        credits: balance.creditsRemaining,
        applied: result.applied,
      };
    },

    /** docs/product-spec.md section 3's verification result, for the session's owner only (else 404); read-only. */
    async status(userId: string, sessionId: string): Promise<PaymentVerification> {
      const { record, session } = await ownSession(userId, sessionId);
      return verification(await balanceOf(userId, record?.organizationId ?? session?.organizationId), record, session);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
