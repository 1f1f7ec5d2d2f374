import { describe, expect, it } from 'vitest';
import { redlinedFilename } from './filename';

describe('redlinedFilename: named after the contract, never the party', () => {
  it('uses the uploaded Word file name', () => {
    expect(
      redlinedFilename({ hasOriginalDocx: true, originalDocxFilename: 'MSA Beta Retail.docx' }, 'Services Agreement'),
    ).toBe('MSA_Beta_Retail_redlined.docx');
  });
  it('uses the uploaded PDF file name (the redline is a Word document)', () => {
    expect(
      redlinedFilename(
        { hasOriginalPdf: true, originalPdfFilename: 'NETGEAR Distributor Agreement.pdf' },
        'Distributor Agreement',
      ),
    ).toBe('NETGEAR_Distributor_Agreement_redlined.docx');
  });
  it('uses the contract type from the analysis for pasted text', () => {
    expect(redlinedFilename({}, 'Master Services Agreement')).toBe('Master_Services_Agreement_redlined.docx');
  });
  it('falls back to the spec default', () => {
    expect(redlinedFilename({}, null)).toBe('redlined_contract.docx');
    expect(redlinedFilename({}, 'Contract')).toBe('redlined_contract.docx');
  });
});
