/** A job queue: the sender side for services, and redelivery control for consumers. */
export interface JobQueue<T> {
  /** `delaySeconds` (at most 900) holds the message back before any consumer sees it. */
  send(message: T, options?: { delaySeconds?: number }): Promise<void>;
  /**
   * Delays the next delivery of a received message (SQS ChangeMessageVisibility), for backoff
   * between retries. Best effort: a failure only means the default visibility timeout applies.
   * `queueArn` (the record's eventSourceARN) locates the queue when no queue URL was configured.
   */
  retryAfter(receiptHandle: string, seconds: number, queueArn?: string): Promise<void>;
}
