/** Library dates read like "Jan 5, 2025 • 3:04 PM" (docs/product-spec.md section 2), or "Unknown date". */
import { libraryMessages } from './library-messages';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

export function formatLibraryDate(value: string | null | undefined): string {
  if (!value) return libraryMessages.unknownDate;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return libraryMessages.unknownDate;
  return `${dateFormat.format(date)} • ${timeFormat.format(date)}`;
}
