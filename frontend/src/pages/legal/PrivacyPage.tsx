import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { LegalDocument } from './LegalDocument';
import { PRIVACY_EFFECTIVE_DATE, PRIVACY_INTRO, PRIVACY_SECTIONS } from './privacy-content';

export function PrivacyPage() {
  useDocumentTitle(pageTitle('Privacy Policy'));
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
