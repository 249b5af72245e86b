// HELOC_BROCHURE: our own plain-language guide to home equity lines of credit, covering the ground of the
// CFPB's "What you should know about home equity lines of credit" (Regulation Z 1026.40(e)).
import type { DocumentContext } from '../context';
import { startDocument } from './common';

interface Section {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

const SECTIONS: Section[] = [
  {
    heading: 'What a home equity line of credit is',
    paragraphs: [
      'A home equity line of credit (HELOC) lets you borrow against the equity in your home: the difference between what the home is worth and what you still owe on it. You are approved for a maximum amount, the credit line, and you can borrow from it during a set time called the draw period.',
      'Your home secures the line. If you do not repay as agreed, the lender can foreclose and you could lose your home. Borrow only what you are confident you can repay.',
    ],
  },
  {
    heading: 'How a HELOC differs from other loans',
    bullets: [
      'A home equity loan gives you one lump sum at a fixed rate. A HELOC lets you draw money as you need it, up to the credit line.',
      'A cash-out refinance replaces your first mortgage with a larger one. A HELOC usually sits behind your existing mortgage and leaves it unchanged.',
      'Credit cards and personal loans are unsecured and usually cost more, but they do not put your home at risk.',
    ],
  },
  {
    heading: 'Before you apply: questions to ask yourself',
    bullets: [
      'What do I need the money for, and could I pay for it another way?',
      'Can I afford the monthly payment if my income drops or my rate goes up?',
      'How long do I plan to stay in the home? Selling the home means repaying the line in full.',
      'Am I comfortable pledging my home as security?',
    ],
  },
  {
    heading: 'Costs of opening and keeping a line',
    paragraphs: [
      'Many of the costs are like those of a mortgage: an origination fee, a valuation of the property, title and recording charges, taxes the county collects when the lien is recorded and, in some cases, notary fees. Some lenders also charge annual fees, transaction fees or a fee for closing the line early. The early disclosure you receive with this guide lists every fee for this line.',
      'Ask the lender to explain any fee you do not understand, and compare the total cost of several offers, not just the rate.',
    ],
  },
  {
    heading: 'Interest rates: fixed and variable',
    paragraphs: [
      'Many HELOCs have a variable rate: an index (for example, the Prime Rate) plus a margin. When the index goes up, so do your rate and, usually, your payment. Some lines, like this one, fix the rate of each draw when you take it.',
      'Look for the following in any offer: the index and margin used, how often the rate can change, the limits (caps) on how much it can change each time and over the life of the line, and whether an introductory rate will later rise.',
    ],
  },
  {
    heading: 'Annual percentage rate (APR)',
    paragraphs: [
      'For a HELOC the APR is based on the interest rate alone; it does not include points or other closing costs. Compare the fees separately when you compare lines from different lenders.',
    ],
  },
  {
    heading: 'Repayment: draw period, repayment period and balloon payments',
    paragraphs: [
      'Some lines let you pay only interest during the draw period. Your balance then does not go down, and your payment can jump sharply when the repayment period starts. Others require payments of principal and interest from the start, so the balance falls steadily.',
      'If a line ends with a balloon payment, the whole remaining balance is due at once. Make sure you know whether your line has one and how you would pay it.',
    ],
  },
  {
    heading: 'Changes the lender may make',
    bullets: [
      'The lender can freeze or reduce your line if your home loses much of its value, if your finances change so that you may be unable to repay, or if you break a material term of the agreement.',
      'The lender can close the line and demand full repayment if you commit fraud, fail to pay, or do something that harms the property that secures the line.',
      'The lender must tell you about changes to the terms in advance, as the law and your agreement require.',
    ],
  },
  {
    heading: 'Your right to cancel',
    paragraphs: [
      'For a HELOC on your principal dwelling, federal law gives you three business days after the line is opened to cancel it for any reason and without cost. You must cancel in writing. The lender must then return any fees you paid and release its lien on your home.',
    ],
  },
  {
    heading: 'Your right to a refund if terms change',
    paragraphs: [
      'If any term other than the rate changes before the line is opened and you decide not to go ahead, you are entitled to a refund of all fees you paid in connection with the application.',
    ],
  },
  {
    heading: 'Shopping for a line: a checklist',
    bullets: [
      'The credit line amount, the draw period and the repayment period.',
      'The rate now, the index and margin, and the rate and payment caps.',
      'Every fee at opening and while the line is open, including fees for closing it early.',
      'The minimum payment during the draw period and the repayment period, and whether there is a balloon payment.',
      'Any minimum draw amount and any rules on how you can draw.',
    ],
  },
  {
    heading: 'Where to learn more and get help',
    paragraphs: [
      'The Consumer Financial Protection Bureau (consumerfinance.gov) explains home equity products and takes complaints. HUD-approved housing counselors offer free or low-cost advice (call 1-800-569-4287). If you are having trouble making payments on a HELOC, contact your lender early: options are usually better before you fall behind.',
    ],
  },
];

export async function helocBrochure(ctx: DocumentContext): Promise<Uint8Array> {
  const c = ctx.org.metadata.companyInfo;
  const pdf = await startDocument(
    ctx,
    'What you should know about home equity lines of credit',
    'Home equity line of credit consumer brochure',
  );
  pdf.paragraph(
    `Prepared by ${c.companyName} for ${ctx.borrower.name}. This plain-language guide explains how home equity ` +
      'lines of credit work, what they cost and what to compare before you borrow against your home.',
    { italic: true },
  );
  for (const section of SECTIONS) {
    pdf.heading(section.heading);
    for (const p of section.paragraphs ?? []) pdf.paragraph(p);
    if (section.bullets) pdf.bullets(section.bullets);
  }
  pdf.heading('Questions about this line');
  pdf.paragraph(
    `Call ${c.companyName} at ${c.phoneFormatted}, email ${c.email}, or write to ${c.companyAddress}. NMLS #${c.companyNMLS}.`,
  );
  return pdf.finish();
}
