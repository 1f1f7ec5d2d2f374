import type { LegalSection } from './LegalDocument';

export const PRIVACY_EFFECTIVE_DATE = '1 January 2025';

export const PRIVACY_INTRO =
  'This Privacy Policy explains what personal data Clausewise collects when you use our AI contract-review service, why we collect it, how we protect it and the choices you have. Contracts often contain confidential information; we treat everything you upload accordingly.';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what we need to run the service:'],
    bullets: [
      'Account data: your first and last name, email address, a hashed version of your password (never the password itself), your plan and credit balance.',
      'Your content: contract text and files you upload, the party you review for, playbooks and additional instructions, and the analyses and redlines we produce for you.',
      'Usage data: which pages and features you use, timestamps and error reports, linked to a random session identifier, so we can keep the service reliable and improve it.',
      'Billing data: if you buy credits, our payment processor handles your card details; we receive only the amount, the status and the credits purchased.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your data to create and secure your account, run the analyses you request, show your library, send the emails you need (email verification, password reset, replies to access and top-up requests) and keep the service working.',
      'We do not use your contracts, playbooks or analyses to train artificial-intelligence models, and we do not sell personal data or use it for advertising.',
    ],
  },
  {
    heading: 'How your contracts are processed',
    paragraphs: [
      'Uploaded files and contract text are stored encrypted at rest in our cloud storage and are sent only over encrypted (TLS) connections. Text is extracted from your files, including by optical character recognition for scanned PDFs, and passed to a language model hosted within our cloud provider to produce your analysis. Model providers we use process the text only to answer our request and do not keep it to train their models.',
      'Access to customer content by our staff is restricted to what is strictly necessary to operate the service or to answer a support request you make.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use a small number of strictly necessary cookies to keep you signed in securely. They are HttpOnly, cannot be read by scripts, and expire when your session ends. We do not use advertising or third-party tracking cookies. Your browser also stores the id of the contract you are currently analysing so you can return to it.',
    ],
  },
  {
    heading: 'Sharing',
    paragraphs: [
      'We share data only with service providers that help us run Clausewise (cloud hosting, email delivery, payment processing), under contracts that require them to protect it and use it only on our instructions, and when the law requires us to.',
    ],
  },
  {
    heading: 'Retention and deletion',
    paragraphs: [
      'We keep your account data and content while your account is open. You can ask us at any time to delete your account, or particular contracts and analyses; we will do so within 30 days, including from backups as they rotate, unless the law requires us to keep something (for example, payment records).',
      'Verification and password-reset links expire and are stored only as one-way hashes.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'Depending on where you live you may have the right to access, correct, export or delete your personal data, to object to or restrict some processing, and to complain to a data-protection authority. To exercise these rights, contact us from the email address on your account.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'We protect your data with encryption in transit and at rest, memory-hard password hashing, rate limits on sign-in, ownership checks on every request for a contract, and least-privilege access within our infrastructure. No system is perfectly secure; if a breach affects your data we will tell you as the law requires.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'If we change this policy in a material way we will notify you by email or in the app before the change takes effect. Questions about privacy can be sent to the support address shown in your account emails.',
    ],
  },
];
