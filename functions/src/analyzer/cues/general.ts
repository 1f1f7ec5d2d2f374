/** Cue patterns (see ../cues.ts for the scoring): General review and boilerplate: confidentiality, payment, data protection, force majeure, entire agreement, notices, severability, amendment, compliance, IP, independent contractor, service levels, definitions. */
import { r, type CategoryCues } from './define';

export const GENERAL_CUES: readonly CategoryCues[] = [
  {
    id: 'confidentiality',
    k: ['confiden', 'proprietary', 'disclos'],
    h: [[r('confidential|non-?disclosure|proprietary information'), 6]],
    b: [
      [
        r(
          'confidential information|proprietary information|(?:keep|hold|maintain)[^.]{0,40}(?:in )?(?:strict )?confiden',
        ),
        4,
      ],
      [r('(?:not|never) (?:to )?disclose'), 3],
    ],
  },
  {
    id: 'payment-terms',
    k: ['pay', 'fee', 'invoic', 'price', 'compensation', 'interest', 'late', 'net'],
    h: [[r('payment|fees|invoic|compensation|price'), 4]],
    b: [
      [r('(?:pay|paid|payable|due)[^.]{0,60}within \\S+ (?:\\(\\d+\\) )?days|net \\d+|invoice'), 4],
      [r('late (?:payment|charge|fee)|interest (?:at|on)[^.]{0,40}(?:per month|per annum|%)'), 3],
      [r('(?:fees?|prices?) (?:are|is|shall be) (?:exclusive of|payable)'), 3],
    ],
  },
  {
    id: 'data-protection',
    k: ['data', 'privacy', 'personal', 'gdpr', 'ccpa', 'security'],
    h: [[r('data protection|privacy|personal data|data security|information security'), 4]],
    b: [
      [
        r(
          'personal (?:data|information)|gdpr|ccpa|data protection (?:laws?|legislation)|data processing|data breach|security (?:incident|breach)',
        ),
        5,
      ],
    ],
  },
  {
    id: 'force-majeure',
    k: ['force majeure', 'god', 'beyond', 'control', 'excused'],
    h: [[r('force majeure|excused performance'), 6]],
    b: [[r('force majeure|acts? of god|beyond (?:its|their|the) reasonable control|causes beyond'), 5]],
  },
  {
    id: 'entire-agreement',
    k: ['entire', 'supersede', 'integration', 'only agreement', 'merger'],
    h: [[r('entire agreement|integration|merger clause'), 6]],
    b: [[r('entire (?:agreement|understanding)|supersedes? all (?:prior|previous)|only agreement between'), 5]],
  },
  {
    id: 'notices',
    k: ['notice'],
    h: [[r('^notices?\\b'), 6]],
    b: [
      [
        r(
          'notices?[^.]{0,80}(?:shall|will|must) be (?:in writing|given|sent|delivered)|deemed (?:given|received|delivered)',
        ),
        5,
      ],
    ],
  },
  {
    id: 'severability',
    k: ['severab', 'invalid', 'illegal', 'unenforceable'],
    h: [[r('severab'), 6]],
    b: [[r('(?:invalid|illegal|unenforceable)[^.]{0,120}(?:remaining|remainder|other) provisions|severab'), 5]],
  },
  {
    id: 'amendment-waiver',
    k: ['amend', 'modif', 'waive'],
    h: [[r('amendment|waiver|modification'), 4]],
    b: [
      [r('(?:amend\\w*|modif\\w*|waiver)[^.]{0,80}(?:in writing|signed by)'), 4],
      [r('no (?:failure|delay)[^.]{0,40}(?:operate as|constitute) a waiver'), 4],
    ],
  },
  {
    id: 'compliance-with-laws',
    k: ['compl', 'export', 'bribery', 'corrupt'],
    h: [[r('compliance|export|anti-?bribery|anti-?corruption'), 4]],
    b: [
      [
        r(
          'comply (?:with )?all (?:applicable )?laws|export (?:control|administration|laws)|foreign corrupt practices|anti-?bribery',
        ),
        4,
      ],
    ],
  },
  {
    id: 'intellectual-property',
    k: ['intellectual', 'trademark', 'patent', 'copyright', 'proprietary', 'reserv', 'retain'],
    h: [[r('intellectual property|trademarks?|proprietary rights|reservation of rights'), 4]],
    b: [
      [r('intellectual property rights|trademarks?|patents?|copyrights?'), 2],
      [r('reserves? all rights|retains? all right'), 3],
    ],
  },
  {
    id: 'independent-contractor',
    k: ['independent', 'relationship', 'agent', 'partner', 'joint venture'],
    h: [[r('independent contractor|relationship of the parties'), 6]],
    b: [
      [
        r(
          'independent contractors?|not (?:be deemed )?(?:agents|partners|joint venturers)|no (?:partnership|joint venture|agency)',
        ),
        5,
      ],
    ],
  },
  {
    id: 'service-levels',
    k: ['service level', 'support', 'sla', 'maintenance', 'uptime', 'availability', 'response time', 'credit'],
    h: [[r('service levels?|support|sla|maintenance'), 4]],
    b: [[r('service level|uptime|availability of \\d|response time|service credits?'), 5]],
  },
  {
    id: 'definitions',
    k: ['definition', 'mean'],
    h: [[r('^definitions?$|^definition of'), 6]],
    b: [[r('(?:shall )?means?\\b'), 1]],
    min: 6,
  },
];
