// The chatbot: answers product questions from the product facts (shared-surfaces section 1) and hands the
// visitor over to a person when asked. Intents are matched on words, most specific first.
import { formatCurrency } from '../../src/domain/format';
import { FEE_CAP_PERCENT, MAX_APR, MAX_LINE, MIN_APR, MIN_LINE } from '../../src/domain/offers';
import type { Organisation } from '../organisations';

export interface ChatbotReply {
  text: string;
  /** The visitor asked for a person: the widget offers agent chat (or the hours when closed). */
  handover: boolean;
  intent: string;
}

interface Intent {
  name: string;
  /** Any of these words or phrases (lower case) in the question. */
  words: RegExp;
  answer: (org: Organisation, context: AnswerContext) => string;
  handover?: boolean;
}

export interface AnswerContext {
  /** Whether the chat team is open right now. */
  withinHours: boolean;
  /** e.g. 'weekdays 6:00 AM–6:00 PM PT, weekends 8:00 AM–5:00 PM PT' */
  hoursText: string;
}

const RANGE = `${formatCurrency(MIN_LINE)} to ${formatCurrency(MAX_LINE)}`;
const APRS = `${MIN_APR.toFixed(2)}% to ${MAX_APR.toFixed(2)}%`;
const FEE_CAP = `${FEE_CAP_PERCENT.toFixed(2)}%`;

function phone(org: Organisation): string {
  return org.metadata.companyInfo.phoneFormatted;
}

const INTENTS: Intent[] = [
  {
    name: 'handover',
    words: /\b(person|human|agent|representative|someone|real people|speak to|talk to|call me|loan officer)\b/,
    handover: true,
    answer: (org, ctx) =>
      ctx.withinHours
        ? 'I can connect you with a person on our team. Choose "Talk to a person" below and an agent will join you.'
        : `Our team is not available right now. Chat hours are ${ctx.hoursText}; you can also call ${phone(org)}.`,
  },
  {
    name: 'flood',
    words: /\b(flood)/,
    answer: () =>
      'Property insurance is required on every line. Flood insurance may be required too, when your home is in a designated flood zone; we check the flood certificate before closing.',
  },
  {
    name: 'insurance',
    words: /\b(insurance|insured|homeowners? policy|hazard)\b/,
    answer: () => 'Property insurance is required; flood insurance may be required if your home is in a flood zone.',
  },
  {
    name: 'notary',
    words: /\b(notar\w*|enotary|e-notary|sign(ing)?|closing appointment)\b/,
    answer: () =>
      'You sign your closing documents with a remote online notary, which lets us fund within five business days. Where eNotary is not permitted, a manual notarization costs $300.',
  },
  {
    name: 'valuation',
    words: /\b(apprais\w*|valuation|avm|home value|bpo)\b/,
    answer: () =>
      'We value your home with an automated valuation model at no cost to you. When no AVM is available, a valuation costs $180.',
  },
  {
    name: 'fees',
    words: /\b(fee|fees|cost|costs|closing costs?|origination|charges?|recording)\b/,
    answer: () =>
      `The origination fee is up to ${FEE_CAP} of the initial draw, varying by state and credit profile. Other costs: a $180 valuation when no AVM is available, $300 for a manual notarization when eNotary is not permitted, recording fees of $0 to $315 and recording taxes of $0 to $1,400 per $100,000 borrowed.`,
  },
  {
    name: 'credit',
    words: /\b(credit|score|soft pull|hard pull|inquiry|fico)\b/,
    answer: () =>
      'Checking your rate uses a soft credit pull, which does not affect your score. A hard pull happens only when you submit your application.',
  },
  {
    name: 'rates',
    words: /\b(apr|rate|rates|interest|prime|fixed|variable|floating)\b/,
    answer: () =>
      `APRs run from ${APRS}, and are lowest for 5-year terms. The initial draw is at a fixed rate; later draws float at the Prime Rate for the preceding month plus a fixed margin, set on the draw date.`,
  },
  {
    name: 'funding',
    words: /\b(fund\w*|money|deposit\w*|get paid|receive)\b/,
    answer: () =>
      'Funding can happen within five business days of approval when you close with a remote online notary. The initial draw is 100% of your line minus the origination fee.',
  },
  {
    name: 'approval',
    words: /\b(approv\w*|how long|how fast|quick\w*|decision|time|timeline|when)\b/,
    answer: () =>
      'Approval can take about five minutes, subject to verification of your income, employment and property condition. Funding can follow within five business days with a remote online notary.',
  },
  {
    name: 'amount',
    words: /\b(how much|amount|borrow|maximum|minimum|limit|line size|loan size|range|max|min)\b/,
    answer: () =>
      `Lines run from ${RANGE}. Your maximum depends on your home value, lien position, credit profile, verified income and available equity.`,
  },
  {
    name: 'draw',
    words: /\b(draw|draws|withdraw\w*)\b/,
    answer: () =>
      'The initial draw is 100% of the line at origination minus the origination fee, at a fixed rate. Later draws during the draw period float at the Prime Rate plus a fixed margin.',
  },
  {
    name: 'greeting',
    words: /^(hi|hello|hey|good (morning|afternoon|evening))\b/,
    answer: (org) =>
      `Hello! I am the ${org.metadata.companyInfo.companyNameShort} assistant. Ask me about loan amounts, rates, fees, timing, insurance or notarization.`,
  },
];

const FALLBACK =
  'I can answer questions about loan amounts, rates, fees, approval and funding times, insurance and notarization. Try asking one of those, or ask to talk to a person.';

/** The chatbot's reply to one question. */
export function answerQuestion(question: string, org: Organisation, context: AnswerContext): ChatbotReply {
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const intent of INTENTS) {
    if (intent.words.test(text)) {
      return { text: intent.answer(org, context), handover: intent.handover === true, intent: intent.name };
    }
  }
  return { text: FALLBACK, handover: false, intent: 'fallback' };
}
