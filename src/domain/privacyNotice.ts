// GLBA / Regulation P (12 CFR 1016) initial privacy notice, laid out as the model form of appendix A: the "Facts"
// title, Why?, What?, How?, the table of reasons we share with "Does [org] share?" and "Can you limit this
// sharing?", To limit our sharing (only when something can be limited), Questions?, Who we are, What we do and
// Definitions. Built from the organisation's private-label data (its company info and its sharing practices), so
// the /privacy page and the PDF given at application say the same thing. Pure.
import type { PrivateLabel, PrivacyPractices } from './org';

export type { PrivacyPractices };

/** When an organisation's private-label data does not describe its sharing: the narrowest practice. */
export const DEFAULT_PRIVACY_PRACTICES: PrivacyPractices = {
  affiliates: [],
  jointMarketing: false,
  sharesForOwnMarketing: true,
  affiliatesMarketing: false,
  nonaffiliatesMarketing: false,
  nonaffiliatesWeShareWith: [],
  jointMarketingPartners: [],
  websiteUrl: null,
};

export interface SharingRow {
  reason: string;
  detail: string | null;
  shares: 'Yes' | 'No';
  /** "We don't share" when we do not; "No" or "Yes" otherwise. */
  canLimit: 'Yes' | 'No' | "We don't share";
}

export interface PrivacyNotice {
  revised: string;
  title: string;
  facts: { label: 'Why?' | 'What?' | 'How?'; text: string[] }[];
  tableHeadings: [string, string, string];
  sharing: SharingRow[];
  toLimit: string[] | null;
  questions: string;
  whoWeAre: [string, string][];
  whatWeDo: [string, string][];
  definitions: [string, string][];
  other: string | null;
}

/** The notice's revision date (model form: "Rev. [month/year]"). */
export const PRIVACY_NOTICE_REVISED = '11/2026';

type Org = Pick<PrivateLabel, 'metadata' | 'kind'> & { privacy?: PrivacyPractices };

export function privacyNotice(org: Org): PrivacyNotice {
  const c = org.metadata.companyInfo;
  const p = org.privacy ?? DEFAULT_PRIVACY_PRACTICES;
  const name = c.companyName;
  const short = c.companyNameShort || name;
  const hasAffiliates = p.affiliates.length > 0;
  const limitable = (shares: boolean, optOut: boolean): SharingRow['canLimit'] =>
    shares ? (optOut ? 'Yes' : 'No') : "We don't share";
  const sharing: SharingRow[] = [
    {
      reason: 'For our everyday business purposes',
      detail:
        'such as to process your transactions, maintain your account(s), respond to court orders and legal ' +
        'investigations, or report to credit bureaus',
      shares: 'Yes',
      canLimit: 'No',
    },
    {
      reason: 'For our marketing purposes',
      detail: 'to offer our products and services to you',
      shares: p.sharesForOwnMarketing ? 'Yes' : 'No',
      canLimit: limitable(p.sharesForOwnMarketing, false),
    },
    {
      reason: 'For joint marketing with other financial companies',
      detail: null,
      shares: p.jointMarketing ? 'Yes' : 'No',
      canLimit: limitable(p.jointMarketing, false),
    },
    {
      reason: "For our affiliates' everyday business purposes",
      detail: 'information about your transactions and experiences',
      shares: hasAffiliates ? 'Yes' : 'No',
      canLimit: limitable(hasAffiliates, false),
    },
    {
      reason: "For our affiliates' everyday business purposes",
      detail: 'information about your creditworthiness',
      shares: hasAffiliates ? 'Yes' : 'No',
      canLimit: limitable(hasAffiliates, true),
    },
    {
      reason: 'For our affiliates to market to you',
      detail: null,
      shares: p.affiliatesMarketing ? 'Yes' : 'No',
      canLimit: limitable(p.affiliatesMarketing, true),
    },
    {
      reason: 'For nonaffiliates to market to you',
      detail: null,
      shares: p.nonaffiliatesMarketing ? 'Yes' : 'No',
      canLimit: limitable(p.nonaffiliatesMarketing, true),
    },
  ];
  const anyLimit = sharing.some((r) => r.canLimit === 'Yes');
  const contactWays = [
    `Call ${c.phoneFormatted}`,
    ...(p.websiteUrl ? [`Visit us online: ${p.websiteUrl}`] : []),
    `Write to ${name}, ${c.companyAddress}, or email ${c.email}`,
  ];
  return {
    revised: PRIVACY_NOTICE_REVISED,
    title: `What does ${name} do with your personal information?`,
    facts: [
      {
        label: 'Why?',
        text: [
          'Financial companies choose how they share your personal information. Federal law gives consumers the ' +
            'right to limit some but not all sharing. Federal law also requires us to tell you how we collect, ' +
            'share, and protect your personal information. Please read this notice carefully to understand what we do.',
        ],
      },
      {
        label: 'What?',
        text: [
          'The types of personal information we collect and share depend on the product or service you have with ' +
            'us. This information can include:',
          'Social Security number and income',
          'account balances and payment history',
          'credit history and credit scores',
          'When you are no longer our customer, we continue to share your information as described in this notice.',
        ],
      },
      {
        label: 'How?',
        text: [
          'All financial companies need to share customers\u2019 personal information to run their everyday business. ' +
            'In the section below, we list the reasons financial companies can share their customers\u2019 personal ' +
            `information; the reasons ${short} chooses to share; and whether you can limit this sharing.`,
        ],
      },
    ],
    tableHeadings: [
      'Reasons we can share your personal information',
      `Does ${short} share?`,
      'Can you limit this sharing?',
    ],
    sharing,
    toLimit: anyLimit
      ? [
          ...contactWays,
          'Please note: If you are a new customer, we can begin sharing your information 30 days from the date we ' +
            'sent this notice. When you are no longer our customer, we continue to share your information as ' +
            'described in this notice. However, you can contact us at any time to limit our sharing.',
        ]
      : null,
    questions: `Call ${c.phoneFormatted} or write to ${c.email}.`,
    whoWeAre: [['Who is providing this notice?', `${name} (NMLS #${c.companyNMLS}), ${c.companyAddress}.`]],
    whatWeDo: [
      [
        `How does ${short} protect my personal information?`,
        'To protect your personal information from unauthorized access and use, we use security measures that ' +
          'comply with federal law. These measures include computer safeguards and secured files and buildings: ' +
          'we encrypt Social Security and account numbers where we keep them.',
      ],
      [
        `How does ${short} collect my personal information?`,
        'We collect your personal information, for example, when you apply for a loan, give us your income ' +
          'information, provide account information, give us your contact information, or show your driver\u2019s ' +
          'license. We also collect your personal information from others, such as credit bureaus, affiliates, or ' +
          'other companies.',
      ],
      [
        'Why can\u2019t I limit all sharing?',
        'Federal law gives you the right to limit only sharing for affiliates\u2019 everyday business purposes\u2014' +
          'information about your creditworthiness; affiliates from using your information to market to you; and ' +
          'sharing for nonaffiliates to market to you. State laws and individual companies may give you additional ' +
          'rights to limit sharing.',
      ],
      ...(anyLimit
        ? ([
            [
              'What happens when I limit sharing for an account I hold jointly with someone else?',
              'Your choices will apply to everyone on your account.',
            ],
          ] as [string, string][])
        : []),
    ],
    definitions: [
      [
        'Affiliates',
        'Companies related by common ownership or control. They can be financial and nonfinancial companies. ' +
          (hasAffiliates ? `Our affiliates include ${p.affiliates.join(', ')}.` : `${short} has no affiliates.`),
      ],
      [
        'Nonaffiliates',
        'Companies not related by common ownership or control. They can be financial and nonfinancial companies. ' +
          (p.nonaffiliatesMarketing && p.nonaffiliatesWeShareWith.length > 0
            ? `Nonaffiliates we share with can include ${p.nonaffiliatesWeShareWith.join(', ')}.`
            : `${short} does not share with nonaffiliates so they can market to you.`),
      ],
      [
        'Joint marketing',
        'A formal agreement between nonaffiliated financial companies that together market financial products or ' +
          'services to you. ' +
          (p.jointMarketing
            ? `Our joint marketing partners include ${p.jointMarketingPartners.join(', ') || 'other financial companies'}.`
            : `${short} doesn\u2019t jointly market.`),
      ],
    ],
    other: null,
  };
}
