/** docs/product-spec.md section 9: "credit" for exactly 1, else "credits". */
export function creditsLeftLabel(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'} left`;
}

/** Plan names are shown capitalised ("free" → "Free"); no plan means the default, Free. */
export function planLabel(subscriptionType: string | null | undefined): string {
  if (!subscriptionType) return 'Free';
  return subscriptionType.charAt(0).toUpperCase() + subscriptionType.slice(1);
}
