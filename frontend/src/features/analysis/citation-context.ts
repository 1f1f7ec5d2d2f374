/** Lets any finding open the contract text at its cited passage without threading props. */
import { createContext, useContext } from 'react';
import type { Span } from '../../../../shared/schemas/analysis';

export interface Citation {
  /** What is being cited, e.g. "Limitation of liability (Section 7)". */
  label: string;
  spans: Span[];
}

export interface CitationControls {
  /** False when the response carried no contract text: the buttons are not offered. */
  available: boolean;
  show: (citation: Citation) => void;
}

export const CitationContext = createContext<CitationControls>({ available: false, show: () => undefined });

export const useCitations = (): CitationControls => useContext(CitationContext);
