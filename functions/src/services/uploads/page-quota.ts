/**
 * The daily page limits of text extraction (domain/uploads/rate-limits.ts): what a PDF costs is its
 * pages, and above all its scanned pages (OCR), so that is what a user may spend per UTC day. A
 * charge is counted once per upload (a retried job or a repeated call charges nothing more) and only
 * if it fits: a refused PDF takes nothing from the day's allowance. The refusal states both limits.
 */
import { uploadMessages } from '../../../../shared/upload-messages';
import type { RateLimitRepo } from '../../adapters/repositories/rate-limit';
import { rateWindow, retryAfterSeconds, type RateRule } from '../../domain/accounts/rate-limits';
import { rateLimited } from '../../domain/errors/app-error';
import { ocrPagesPerUserDay, pdfPagesPerUserDay } from '../../domain/uploads/rate-limits';
import type { Clock } from '../../adapters/clock';

export interface PageQuotaDeps {
  rateLimits: Pick<RateLimitRepo, 'add'>;
  clock: Clock;
  rules?: { pages: RateRule; ocrPages: RateRule };
}

export function createPageQuota({
  rateLimits,
  clock,
  rules = { pages: pdfPagesPerUserDay, ocrPages: ocrPagesPerUserDay },
}: PageQuotaDeps) {
  async function charge(rule: RateRule, userId: string, pages: number, chargeId: string): Promise<void> {
    if (pages <= 0) return;
    const now = clock.now();
    const window = rateWindow(rule, userId, now);
    const { added } = await rateLimits.add(window, pages, rule.limit, chargeId);
    if (!added) {
      throw rateLimited(
        uploadMessages.pageQuota(rules.pages.limit, rules.ocrPages.limit),
        retryAfterSeconds(window, now),
      ).because(`${rule.name}: ${pages} more pages for ${userId} would pass ${rule.limit} today`);
    }
  }
  return {
    /** The pages of one upload (`key`), before any is read. */
    pages: (userId: string, key: string, pages: number) => charge(rules.pages, userId, pages, key),
    /** The pages of one upload that need OCR, before OCR starts. */
    ocrPages: (userId: string, key: string, pages: number) => charge(rules.ocrPages, userId, pages, key),
  };
}

export type PageQuota = ReturnType<typeof createPageQuota>;
