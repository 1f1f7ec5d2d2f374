/** Product-wide facts shown in the chrome. */
export const PRODUCT_NAME = 'Clausewise';

/**
 * The footer's provider link (spec section 2: terms, privacy and a provider link, all opened as
 * external links). `.example` is a reserved placeholder domain: set the operator's real site here.
 */
export const PROVIDER_LINK = { label: 'Clausewise Labs', href: 'https://clausewise.example' } as const;

/** Page titles read "<page> · Clausewise"; the 404 page sets its exact spec title instead. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — AI contract review`;
}
