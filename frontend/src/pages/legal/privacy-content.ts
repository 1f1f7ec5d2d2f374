import type { LegalSection } from './LegalDocument';

export const PRIVACY_EFFECTIVE_DATE = '25 November 2026';

export const PRIVACY_INTRO =
  'This Privacy Policy explains what personal data Clausewise collects when you use our AI contract-review service, why we collect it, how we protect it and the choices you have. Contracts often contain confidential information; we treat everything you upload accordingly.';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what we need to run the service:'],
    bullets: [
      'Account data: your first and last name, email address, a hashed version of your password (never the password itself), your plan and credit balance.',
      'Your content: contract text and files you upload, the party you review for, playbooks and additional instructions, the analyses and redlines we produce for you, and the key dates of the contracts you mark signed.',
      'Your activity log: what was done with your contracts and when (submitted, analysed, redlined, downloaded, signed, dates changed, reminders sent, deleted), with small facts such as a format or a date, never the contract text. Each entry is linked to the one before, so a change to the log can be detected.',
      'Usage data: which pages and features you use, timestamps and error reports, linked to a random browser identifier (not to your account), so we can keep the service reliable and improve it.',
      'Billing data: if you buy credits, our payment processor handles your card details; we receive only the amount, the status and the credits purchased.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your data to create and secure your account, run the analyses you request, show your library, send the emails you need (email verification, password reset, replies to access and top-up requests) the ones you choose on your Account page (an email when an analysis is ready) and the reminders you set for the key dates of a signed contract, and keep the service working.',
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
    heading: 'What we keep, and for how long',
    paragraphs: ['We keep your data only as long as it serves you:'],
    bullets: [
      'Your account, contracts, uploaded files, analyses, redlines, key dates, playbooks and purchase records: until you delete them (a contract) or your account.',
      'Your activity log: until you delete your account. Deleting a contract keeps its earlier entries (they never hold the contract text) and adds one for the deletion.',
      'Files you upload but never submit for analysis, and data exports you download: deleted automatically after 1 day.',
      'Sign-in sessions: at most 12 hours. Email-verification links: 24 hours; password-reset links: 1 hour; both are stored only as one-way hashes.',
      'Records of the reports you download: 2 years, or until you delete the contract or your account.',
      'Usage events: 90 days. They carry a random browser identifier, never your name, email, account or contract.',
      'Short-lived counters that limit sign-in attempts and emails: at most 1 day, keyed by a one-way hash.',
    ],
  },
  {
    heading: 'Deleting your data',
    paragraphs: [
      'Delete Contract, on a contract in your library or on its report, deletes that contract at once from our database and storage: its text, the file you uploaded, its analysis and redline, its key dates and reminders, and the records of its report downloads. Your activity log keeps what was done with it and when, and records the deletion.',
      'Delete Account, on your Account page, asks for your password and then deletes at once everything we hold about you: your account, every contract with its files, analyses, redlines and key dates, your reminders and calendar link, your activity log, playbooks, purchase records, sessions, pending links and any access request made with your email. Your remaining credits are lost. You can sign up again with the same email, but the free analysis is granted once per address: to know that, we keep a one-way fingerprint of your email address from which the address cannot be read back.',
      "If you belong to an organisation, the contracts and playbooks you shared with it belong to the organisation and stay with it, as do their key dates and the organisation's activity log; deleting your account ends your membership. An organisation's owner cannot delete their account while they own it.",
      'Our database also keeps a point-in-time recovery copy for disaster recovery; deleted data leaves it within 35 days and is never restored into the service. Our payment processor keeps its own record of your payments as the law requires.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see, export and delete your data yourself: Download My Data on your Account page gives you a zip of everything we keep about you (your account, contracts with their analyses and redlines, the files you uploaded, key dates, your activity log, playbooks and purchases), and the deletions above take effect at once.',
      'Depending on where you live you may also have the right to correct your data, to object to or restrict some processing, and to complain to a data-protection authority. For anything you cannot do yourself, contact us from the email address on your account.',
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
