/** A user's sessions as a set, as the services see it (implemented by adapters/dynamo/user-sessions.ts). */
export interface UserSessions {
  /** Ends every session of the user except `keepSid`; returns how many were ended. */
  revokeOthers(userId: string, keepSid: string): Promise<number>;
}
