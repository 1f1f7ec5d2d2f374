/** Sending one webhook request: the services never touch node:http. */
export interface WebhookTransport {
  /** POSTs the body; resolves with the receiver's status, rejects on a network failure or timeout. */
  post(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<{ status: number }>;
}
