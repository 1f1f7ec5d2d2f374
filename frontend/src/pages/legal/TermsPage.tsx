import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { LegalDocument } from './LegalDocument';
import { TERMS_EFFECTIVE_DATE, TERMS_INTRO, TERMS_SECTIONS } from './terms-content';

export function TermsPage() {
  useDocumentTitle(pageTitle('Terms of Service'));
  return (
    <LegalDocument
      title="Terms of Service"
      effectiveDate={TERMS_EFFECTIVE_DATE}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
