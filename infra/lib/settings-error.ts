/** A deploy setting that cannot work; the message says what to set instead. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}
