/**
 * The help guide's text (docs/product-spec.md section 2: getting started, account, analysis, playbooks, results,
 * library, credits, troubleshooting), written for Clausewise as it behaves: limits come from the
 * shared constants and the server configuration defaults (1 free review on verification, 60-minute
 * idle sessions, 24 h verification and 1 h reset links).
 */
import { PLAYBOOK_CONTENT_MAX, PLAYBOOK_NAME_MAX } from '../../../../shared/schemas/playbooks';
import { uploadLimits } from '../../../../shared/upload-messages';

export interface GuideSection {
  id: string;
  title: string;
  intro?: string;
  /** Paragraphs and bullet lists, in order. */
  blocks: ({ kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] })[];
  /** Shows the playbook rule forms after the blocks. */
  ruleForms?: boolean;
}

const n = (value: number) => value.toLocaleString('en-US');

export const guideSections: GuideSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    blocks: [
      {
        kind: 'p',
        text: 'Clausewise reads a contract and gives you a structured risk report in about 30 to 60 seconds.',
      },
      {
        kind: 'ol',
        items: [
          'Create an account on the home page with your name, email and a password of at least 8 characters.',
          'Open the verification link we email you. Verifying your email grants your free review (1 credit).',
          'Sign in and choose Analyse Contract in the header.',
          'Paste the contract or upload a DOCX or PDF, say whose side you are on, and select Analyse Contract.',
          'Read the report on the results page. Every analysed contract is kept in your Library.',
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    blocks: [
      {
        kind: 'ul',
        items: [
          'The account menu in the header shows your first name and how many credits you have left. Open it to see your email, your plan and, if your email is not verified yet, an Email not verified notice.',
          'Sign out from the account menu. Signing out ends the session on the server too.',
          'Account (in the account menu) lets you change your password, choose which optional emails you receive, see your purchases, download all your data as a zip, and delete your account with everything in it.',
          'Forgot your password? Use Forgot password in the sign-in dialog. The reset link is valid for 1 hour and can be used once; resetting signs out your other sessions.',
          'For your security you are signed out after 60 minutes without activity, and after 12 hours in any case. After 50 minutes of inactivity a Session expiring soon warning appears; any click, key press or scroll keeps you signed in.',
        ],
      },
    ],
  },
  {
    id: 'analysis',
    title: 'Analysing a contract',
    blocks: [
      {
        kind: 'ul',
        items: [
          `Upload one file at a time: DOCX or PDF, up to ${uploadLimits.maxMegabytes} MB. The extracted text fills the contract box so you can check it before submitting. Scanned PDFs are read with OCR (text recognition), which takes a little longer.`,
          `The contract text must be at least 10 characters and at most ${n(75_000)} words. A word counter under the text box shows where you stand.`,
          'Reviewing on behalf of is required: name the party you represent, so risks are judged from its side.',
          'Optionally pick a playbook (your last used one is pre-selected) and add instructions. Instructions written in the playbook rule forms are checked too.',
          'Each analysis uses 1 credit, charged once even if you click twice. If an analysis fails, the credit is refunded automatically.',
          'While the analysis runs the progress page shows its stages; it opens the report as soon as it is complete.',
        ],
      },
    ],
  },
  {
    id: 'playbooks',
    title: 'Playbooks',
    blocks: [
      {
        kind: 'p',
        text: 'A playbook holds your standard positions. Choose it on the review page and the analysis checks the contract against every rule, reporting each broken rule as a high-priority playbook violation.',
      },
      {
        kind: 'ul',
        items: [
          `Create, view, edit and delete playbooks on the Playbooks page. A name can be up to ${n(PLAYBOOK_NAME_MAX)} characters and the content up to ${n(PLAYBOOK_CONTENT_MAX)} characters.`,
          'Write one rule per line in the forms below (Insert example in the editor gives you a complete playbook to adapt). Other lines are kept and listed in the report as points to check by hand.',
          'Export saves all your playbooks to clausewise-playbooks.json; Import reads such a file back, for example to share playbooks with a colleague.',
        ],
      },
    ],
    ruleForms: true,
  },
  {
    id: 'results',
    title: 'Reading the results',
    blocks: [
      {
        kind: 'ul',
        items: [
          'Executive Summary: the contract type, parties, key dates and an overview.',
          'Key Information Clauses: each important clause in plain language, with the details extracted.',
          'Risk Assessment: tabs for risks, missing clauses, non-standard terms and ambiguities.',
          'Suggested Language: recommended changes, by priority.',
          'Show in contract opens the contract text at the exact passage a finding cites, so you can check it yourself.',
          'Download Analysis saves the report as PDF or DOCX. Report downloads are available on paid plans; on the free plan the download answers Upgrade Required.',
          'Downloads are in beta; per our plans, a download will cost 2 credits once it leaves beta.',
          'Generate Redline proposes edits to the contract from your side, each with its reasoning, and is part of every review on any plan: accept or reject each one in the preview. On a paid plan, Download Redlined Contract (beta) then saves a Word file with the accepted edits as tracked changes (no credits during the beta); on the free plan it answers Upgrade Required. Library cards offer the same as Preview Redline.',
          'Their changes: when the Word file you upload carries the other side’s tracked changes or comments, or when you attach the previous draft beside their new one, each of their changes is listed with what it does to your side and a recommendation (accept, refuse or counter, following your playbook’s positions). Decide on each, add a comment for them or an internal note for you, and download the answer: accepted changes become clean text, refused ones are undone as your tracked changes, counters are your edits on top. Internal notes and reasons never go into the file; they are remembered for the next round and printed in your reports.',
        ],
      },
    ],
  },
  {
    id: 'library',
    title: 'Your library',
    blocks: [
      {
        kind: 'ul',
        items: [
          'The Library lists every analysed contract, newest first, 10 per page. Use Previous and Next to move between pages.',
          'Search looks through the party name, the contract text and your instructions, ignoring case.',
          'Filter by Recent (last 7 days), This Month or Older.',
          'View Contract shows the text and instructions you submitted; Proceed to Report or View Analysis opens the report.',
          'Delete Contract (on a card, or on the report) deletes the contract for good: its text, uploaded file, analysis, redline, key dates and report records; your activity log keeps that it was deleted.',
        ],
      },
    ],
  },
  {
    id: 'credits',
    title: 'Credits and plans',
    blocks: [
      {
        kind: 'ul',
        items: [
          'Each analysis uses 1 credit. Your balance is shown in the header.',
          'Free accounts get 1 free review once the email address is verified.',
          'When a free account has used its credits, Subscriptions lets you request access to a paid plan (Solo Practitioner, Business or Enterprise); our team replies within 24 hours with a tailored quote.',
          'On a paid plan, Buy credits (in the account menu, and on the Pricing page) sells credit packs at the listed prices through a secure checkout; credits are added as soon as the payment is confirmed.',
          'Paid accounts see a warning at 5 credits or fewer, with Buy credits and a request for a top-up of 10, 25, 50 or 100 credits.',
          'You can also refer a friend by email from the review page.',
        ],
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    blocks: [
      {
        kind: 'ul',
        items: [
          `Upload refused: only .docx and .pdf files up to ${uploadLimits.maxMegabytes} MB are accepted, one at a time. Remove the attached file before uploading another.`,
          'Text cannot be extracted from this PDF: the file may be an image of poor quality or damaged. Try a clearer scan, or paste the text.',
          'Password-protected PDF: remove the password and upload it again.',
          'Verification link expired: verification links are valid for 24 hours and work once. You can still sign in, but the free review is granted only after verification, and the app cannot send a new link yet: contact support for one.',
          'Reset link expired or already used: reset links are valid for 1 hour. Request a new one from Forgot password.',
          'Signed out unexpectedly: sessions end after 60 minutes without activity. Sign in again; your contracts and playbooks are kept.',
          'An analysis failed: your credit was refunded. Submit the contract again.',
        ],
      },
    ],
  },
];
