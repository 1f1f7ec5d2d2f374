/** Product-wide facts shown in the chrome. */
export const PRODUCT_NAME = 'Clausewise';

/** Who operates the service (the footer's "Provided by" and the terms' provider section). */
export const PROVIDER_NAME = 'Clausewise Labs';

/**
 * The footer's provider link (docs/product-spec.md section 2: terms, privacy and a provider link, all opened as
 * external links): the terms' section on who provides the service, a page that exists wherever the
 * app is deployed (no placeholder domain).
 */
export const PROVIDER_LINK = { label: PROVIDER_NAME, href: '/terms#provider' } as const;

/** Page titles read "<page> · Clausewise"; the 404 page sets its exact spec title instead. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — AI contract review`;
}
