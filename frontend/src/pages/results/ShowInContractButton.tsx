/** "Show in contract" for a finding with citation spans; nothing when it has none or no text is available. */
import { Button } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { Span } from '../../../../shared/schemas/analysis';
import { useCitations } from '../../features/analysis/citation-context';

export function ShowInContractButton({ label, spans }: { label: string; spans: Span[] | undefined }) {
  const citations = useCitations();
  if (!citations.available || !spans || spans.length === 0) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      alignSelf="flex-start"
      aria-label={`${m.showInContract}: ${label}`}
      onClick={() => citations.show({ label, spans })}
    >
      <SearchIcon />
      {m.showInContract}
    </Button>
  );
}

function SearchIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
