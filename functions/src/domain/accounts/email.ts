/** Email addresses are unique case-insensitively: the stored key is the trimmed, lower-cased form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
