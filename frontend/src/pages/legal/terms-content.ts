import { PROVIDER_NAME } from '../../app/site-config';
import type { LegalSection } from './LegalDocument';

export const TERMS_EFFECTIVE_DATE = '1 January 2025';

export const TERMS_INTRO =
  'These Terms of Service govern your use of Clausewise, an online service that uses artificial intelligence to review contracts you submit and produce risk reports and suggested redlines. By creating an account or using the service you agree to these terms.';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Clausewise lets you paste contract text or upload a DOCX or PDF file, name the party the review is for, and receive an automated analysis: an executive summary, key clauses, a risk assessment and recommendations. You may also request suggested redlines and download reports and redlined documents.',
      'We may change, add or remove features. If we remove a feature you have paid for, we will tell you in advance and, where appropriate, refund the unused part.',
    ],
  },
  {
    heading: 'Not legal advice',
    paragraphs: [
      'Clausewise is a software tool, not a law firm, and does not provide legal advice. Its analyses are generated automatically, may be incomplete or wrong, and do not create a lawyer–client relationship.',
      'You remain responsible for your contracts and decisions. For advice on your particular situation, consult a qualified lawyer licensed in the relevant jurisdiction.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You must give accurate information when you sign up, verify your email address, keep your password confidential and tell us promptly if you suspect unauthorised use of your account. You are responsible for activity under your account.',
      'You must be at least 18 years old and able to enter into a binding contract. If you use Clausewise for an organisation, you confirm that you are authorised to accept these terms on its behalf.',
    ],
  },
  {
    heading: 'Credits, plans and payment',
    paragraphs: [
      'Each analysis uses one credit. New accounts receive a limited free allowance after email verification. Paid plans are quoted individually and billed as agreed. On a paid plan you can buy credit packs at the prices shown on the Pricing page, or request a top-up. Unless the law requires otherwise, credits that have been used are not refundable.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You keep all rights in the contracts and instructions you submit ("your content"). You grant us a limited licence to store, process and transmit your content only as needed to provide the service to you.',
      'We do not use your contracts or analyses to train artificial-intelligence models, and we do not sell your content. You confirm that you have the right to submit the content you upload, including any confidentiality obligations you owe to others.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: ['You agree not to:'],
    bullets: [
      'upload material you have no right to share, or that is unlawful or malicious;',
      'attempt to access other users’ data, probe or disrupt the service, or bypass its limits;',
      'resell or provide the service to third parties without our written agreement;',
      'use the service to build a competing product or to extract its models or prompts.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We aim to keep Clausewise available and secure but do not guarantee uninterrupted service. We may update these terms; if a change is material we will notify you by email or in the app before it takes effect. Continuing to use the service after that date means you accept the updated terms.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'The service is provided "as is". To the fullest extent permitted by law, we exclude all implied warranties, and we are not liable for indirect or consequential loss, loss of profit or business, or for decisions made on the basis of an analysis.',
      'Our total liability arising out of or in connection with the service in any twelve-month period is limited to the amounts you paid us in that period. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.',
    ],
  },
  {
    heading: 'Ending your account',
    paragraphs: [
      'You may stop using Clausewise at any time and delete your account yourself on your Account page, which deletes your content at once as described in our Privacy Policy; remaining credits are lost. We may suspend or close accounts that breach these terms. On closure we delete your content in the same way.',
    ],
  },
  {
    heading: 'Governing law',
    paragraphs: [
      'The governing law and the courts with jurisdiction over disputes have not yet been set by the operator of this service; they will be stated here before the service is offered commercially. Until then, mandatory consumer-protection rules of your country of residence apply to you as usual.',
    ],
  },
  {
    id: 'provider',
    heading: 'Who provides Clausewise',
    paragraphs: [
      `Clausewise is provided by ${PROVIDER_NAME}, the operator of this service, which is responsible for it and for the data you entrust to it. The operator's legal name, address and registration details are stated here before the service is offered commercially.`,
    ],
  },
  {
    heading: 'Contact',
    paragraphs: ['Questions about these terms can be sent to the support address shown in your account emails.'],
  },
];
