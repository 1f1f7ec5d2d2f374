/**
 * Where a successful sign-in lands (docs/product-spec.md section 2): a full page load of the review page, or of the
 * page the visitor was on when a protected page asked them to sign in (no dead ends).
 */
export const SIGNED_IN_HOME = '/contract-review#top';

/** Only a path of this app: never another origin (`//evil.example`, `https:`), never a loop through `/`. */
export function safeReturnPath(returnTo: string | null | undefined): string | undefined {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\'))
    return undefined;
  return returnTo === '/' ? undefined : returnTo;
}

export function reloadAfterSignIn(returnTo?: string): void {
  const target = safeReturnPath(returnTo) ?? SIGNED_IN_HOME;
  const [path, hash] = target.split('#');
  if (`${window.location.pathname}${window.location.search}` === path && hash !== undefined) {
    // Same path: assigning only changes the hash and would not reload, so reload explicitly.
    window.location.hash = hash;
    window.location.reload();
    return;
  }
  window.location.assign(target);
}

/** The review page, as the spec's sign-in does. */
export const reloadIntoReviewPage = (): void => reloadAfterSignIn();
