// What tests/support/global-setup.ts hands to every test worker through `inject()`.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local cloud's app origin, e.g. http://127.0.0.1:41234 (API under /api, SPA elsewhere). */
    baseUrl: string;
    /** aws-ses-v2-local's `GET /store` URL: every email the handlers sent. */
    mailboxUrl: string;
    /** The function environment (TABLE_NAME, AWS_ENDPOINT_URL_*, ...). */
    cloudEnv: Record<string, string>;
  }
}
