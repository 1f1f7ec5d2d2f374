/**
 * The sessions repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/sessions-repo.ts.
 */

export interface Session {
  sid: string;
  userId: string;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms: idle expiry, moved forward by activity. */
  expiresAt: number;
  /** Epoch ms: absolute expiry, never moved. */
  maxExpiresAt: number;
}

export interface SessionsRepo {
  create(session: Session): Promise<void>;
  get(sid: string): Promise<Session | undefined>;
  /** Moves the idle expiry forward, only while the session still exists. */
  touch(sid: string, expiresAt: number): Promise<void>;
  delete(sid: string): Promise<void>;
}
