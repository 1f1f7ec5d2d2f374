/** The email port: services send rendered messages; the implementation decides how. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface EmailSender {
  send(message: OutgoingEmail): Promise<void>;
}
