import { creditSource, type CreditView } from '../../../../shared/organization-credits';

/** docs/product-spec.md section 9: "credit" for exactly 1, else "credits". */
export function creditsLeftLabel(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'} left`;
}

/**
 * Whose credits the next analysis uses, for the account menu and the mobile drawer: the
 * organisation's while it has some, else the user's own (and why, when the organisation has none).
 */
export function creditSourceLine(status: CreditView): string {
  const source = creditSource(status);
  if (source.kind === 'organization') return `Using ${source.name}'s credits`;
  return status.organization
    ? `Using your own credits (${status.organization.name} has none left)`
    : 'Using your own credits';
}

/** Plan names are shown capitalised ("free" → "Free"); no plan means the default, Free. */
export function planLabel(subscriptionType: string | null | undefined): string {
  if (!subscriptionType) return 'Free';
  return subscriptionType.charAt(0).toUpperCase() + subscriptionType.slice(1);
}
