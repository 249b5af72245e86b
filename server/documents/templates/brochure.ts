// HELOC_BROCHURE: the consumer booklet "What you should know about home equity lines of credit" (Regulation Z
// §1026.40(e)), given with the early disclosure at application; its sections as the booklet sets them out.
import type { DocumentContext } from '../context';
import { startDocument } from './common';

interface Section {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Term and meaning rows (the checklist and the glossary). */
  rows?: [string, string][];
}

export const BROCHURE_TITLE = 'What you should know about home equity lines of credit';

// The sections of the consumer booklet Regulation Z §1026.40(e) requires ("What you should know about home equity
// lines of credit", published by the Federal Reserve Board and republished by the CFPB), in its order: home equity
// plans, what a line is, shopping, variable rates, costs, repayment, line versus loan, the lender's disclosures,
// freezes and reductions, the checklist, the glossary and where to get more information.
const SECTIONS: Section[] = [
  {
    heading: 'Home equity plans',
    paragraphs: [
      'More and more lenders are offering home equity lines of credit. By using the equity in your home, you may qualify for a sizable amount of credit, available for use when and how you please, at an interest rate that is relatively low. Furthermore, under the tax law, depending on your specific situation, you may be allowed to deduct the interest because the debt is secured by your home.',
      'If you are in the market for credit, a home equity plan may be right for you. Or perhaps another form of credit would be better. Before making this decision, you should weigh carefully the costs of a home equity line against the benefits. Shop for the credit terms that best meet your borrowing needs without posing undue financial risk. And remember, failure to repay the line could mean the loss of your home.',
    ],
  },
  {
    heading: 'What is a home equity line of credit?',
    paragraphs: [
      'A home equity line of credit is a form of revolving credit in which your home serves as collateral. Because the home is likely to be a consumer’s largest asset, many homeowners use their credit lines only for major items such as education, home improvements or medical bills, and not for day-to-day expenses.',
      'With a home equity line, you will be approved for a specific amount of credit: your credit limit, the maximum amount you may borrow at any one time while you have the plan. Many lenders set the credit limit by taking a percentage (say, 75 percent) of the home’s appraised value and subtracting the balance owed on the existing mortgage. In determining your actual credit line, the lender will also consider your ability to repay, by looking at your income, debts and other financial obligations, and your credit history.',
      'Home equity plans often set a fixed time during which you can borrow money, such as 10 years (the draw period). When this period is up, the plan may allow you to renew the credit line. But in a plan that does not allow renewals, you will not be able to borrow additional money once the time has expired. Some plans may call for payment in full of any outstanding balance at that time; others may permit you to repay over a fixed period (the repayment period).',
      'Once approved for a home equity plan, you will usually be able to borrow up to your credit limit whenever you want. Typically, you will use special checks or a transfer to your bank account to draw on your line. Under some plans, borrowers can use a credit card or other means to borrow money and make purchases using the line. There may be limitations, however: some plans require you to borrow a minimum amount each time you draw on the line, or to keep a minimum amount outstanding, and some require an initial advance when the line is set up.',
    ],
  },
  {
    heading: 'What should you look for when shopping for a plan?',
    paragraphs: [
      'If you decide to apply for a home equity line of credit, look for the plan that best meets your particular needs. Look carefully at the credit agreement and examine the terms and conditions of various plans, including the annual percentage rate (APR) and the costs of establishing the plan. Remember, though, that the APR for a home equity line is based on the interest rate alone and does not reflect closing costs and other fees and charges, so you will need to compare these costs, as well as the APRs, among lenders.',
    ],
  },
  {
    heading: 'Variable interest rates',
    paragraphs: [
      'Home equity lines of credit typically involve variable rather than fixed interest rates. The variable rate must be based on a publicly available index (such as the prime rate published in some major daily newspapers or a U.S. Treasury bill rate). In such cases, the interest rate you pay will change, mirroring fluctuations in the value of the index. Most lenders cite the interest rate you will pay as the value of the index at a particular time, plus a margin, such as 2 percentage points. Because the cost of borrowing is tied directly to the value of the index, it is important to find out which index is used, how often the value of the index changes, and how high it has risen in the past. It is also important to note the amount of the margin.',
      'Lenders sometimes offer a temporarily discounted interest rate for home equity lines: an introductory rate that is unusually low for a short period, such as six months. Ask how long it lasts and what the rate will be when it ends.',
      'Variable-rate plans secured by a dwelling must, by law, have a ceiling (or cap) on how much your interest rate may increase over the life of the plan. Some variable-rate plans limit how much your payment may increase, and also how low your interest rate may fall if interest rates drop.',
      'Some lenders allow you to convert a variable rate to a fixed interest rate during the life of the plan, or to convert all or a portion of your line to a fixed-term installment loan. Agreements generally permit the lender to freeze or reduce your credit line under certain circumstances: for example, during any period the interest rate reaches the cap.',
    ],
  },
  {
    heading: 'Costs to obtain a home equity line',
    paragraphs: [
      'Many of the costs of setting up a home equity line of credit are similar to those you pay when you buy a home. For example:',
    ],
    bullets: [
      'A fee for a property appraisal or evaluation, which estimates the value of your home.',
      'An application fee, which may not be refunded if you are turned down for credit.',
      'Up-front charges, such as one or more points (one point equals one percent of the credit limit).',
      'Other closing costs, which include fees for attorneys, title search, mortgage preparation and filing, property and title insurance, and taxes.',
      'Certain fees during the plan: for example, some plans impose yearly membership or maintenance fees, and you may be charged a transaction fee every time you draw on the credit line.',
    ],
  },
  {
    heading: 'How you pay for all of it',
    paragraphs: [
      'You could find yourself paying hundreds of dollars to establish the plan. And if you were to draw only a small amount against your credit line, those charges and closing costs would substantially increase the cost of the funds borrowed. On the other hand, the lender’s risk is lower than for other forms of credit because your home serves as collateral, so annual percentage rates for home equity lines are generally lower than rates for other types of credit. The interest you save could offset the costs of establishing and maintaining the line. Some lenders waive some or all of the closing costs.',
    ],
  },
  {
    heading: 'Repayment options',
    paragraphs: [
      'Before entering into a plan, consider how you will pay back any money you borrow. Some plans set minimum payments that cover a portion of the principal (the amount you borrow) plus accrued interest. But (unlike with typical installment loans) the portion that goes toward principal may be so small that at the end of the term you still owe substantially all of what you borrowed.',
      'Other plans may allow payment of interest alone during the life of the plan, which means that you pay nothing toward the principal. If you borrow $10,000, you will owe that entire sum when the plan ends.',
      'Whatever your payment arrangements during the draw period, whether you pay some, a little or none of the principal amount of the loan, when the plan ends you may have to pay the entire balance owed, all at once. You must be prepared to make this balloon payment by refinancing it with the lender, by obtaining a loan from another lender or by some other means. If you are unable to make the balloon payment, you could lose your home.',
      'If your plan has a variable interest rate, your monthly payments may change. Assume, for example, that you borrow $10,000 under a plan that calls for interest-only payments. At a 10 percent interest rate, your monthly payments would be about $83. If the rate rises over time to 15 percent, your monthly payments will increase to about $125. Similarly, if you are making payments that cover interest plus some portion of the principal, your monthly payments may increase, unless your agreement calls for keeping payments the same throughout the plan period.',
      'If you sell your home, you will probably be required to pay off your home equity line in full immediately. If you are likely to sell your home in the near future, consider whether it makes sense to pay the up-front costs of setting up a line of credit. Also keep in mind that renting your home may be prohibited under the terms of your agreement.',
    ],
  },
  {
    heading: 'Line of credit vs. traditional second mortgage loans',
    paragraphs: [
      'If you are thinking about a home equity line of credit, you might also want to consider a traditional second mortgage loan. This type of loan provides you with a fixed amount of money, repayable over a fixed period. In most cases, the payment schedule calls for equal payments that pay off the entire loan within the loan period. You might consider a second mortgage instead of a home equity line if, for example, you need a set amount for a specific purpose, such as an addition to your home.',
      'In deciding which type of loan best suits your needs, consider the costs under the two alternatives. Look at both the APR and other charges. Do not, however, simply compare the APRs, because the APRs on the two types of loans are figured differently: the APR for a traditional second mortgage loan takes into account the interest rate charged plus points and other finance charges, while the APR for a home equity line of credit is based on the periodic interest rate alone and does not include points or other charges.',
    ],
  },
  {
    heading: 'Disclosures from lenders',
    paragraphs: [
      'The federal Truth in Lending Act requires lenders to disclose the important terms and costs of their home equity plans, including the APR, miscellaneous charges, the payment terms, and information about any variable-rate feature. And in general, neither the lender nor anyone else may charge a fee until after you have received this information. You usually get these disclosures when you receive an application form, and you will get additional disclosures before the plan is opened. If any term (other than a variable-rate feature) changes before the plan is opened, the lender must return all fees if you decide not to enter into the plan because of the changed term.',
      'When you open a home equity line, the transaction puts your home at risk. If the home involved is your principal dwelling, the Truth in Lending Act lets you cancel the credit line within three business days of the latest of these events: the opening of the credit plan account, the receipt of the Truth in Lending disclosures, or the receipt of your written notice of your right to cancel. If you decide to cancel, you must let the lender know in writing. The lender must then cancel its security interest in your home and return all fees, including any application and appraisal fees, paid to open the account.',
    ],
  },
  {
    heading: 'What if the lender freezes or reduces your line of credit?',
    paragraphs: [
      'Plans generally permit lenders to freeze or reduce a credit line if the value of the home declines significantly, or when the lender reasonably believes you will be unable to make your payments because of a material change in your financial circumstances. If this happens, you may want to talk with your lender to find out what you can do to restore your line. Ask for the specific reasons your line was frozen or reduced, and what the lender will need from you (for example, a new appraisal, or proof that your finances have improved) to reinstate it.',
      'Even if your line is frozen or reduced, you still have to pay any fees, such as an annual fee, and you must keep making payments on what you owe. Lenders may also terminate a plan and demand immediate payment of the balance if you commit fraud, fail to meet the repayment terms, or do something that harms the property securing the line. Shop around for another line if you believe the freeze is unwarranted, and contact the lender’s regulator if you believe the lender acted improperly.',
    ],
  },
  {
    heading: 'Home equity plan checklist',
    paragraphs: ['Ask each lender these questions, and note the answers for every plan you compare:'],
    rows: [
      ['Fixed annual percentage rate', 'What is it, and for how long?'],
      ['Variable annual percentage rate', 'Which index and what margin? How often can the rate change?'],
      ['Caps', 'Is there a limit on each rate change, and a lifetime maximum rate? A payment cap?'],
      ['Introductory rate', 'Is there a discounted initial rate, how long does it last, and what follows it?'],
      ['Length of plan', 'How long is the draw period? The repayment period?'],
      [
        'Initial fees',
        'Appraisal or evaluation, application, points, attorney, title search, preparation and filing, mortgage and title insurance, taxes, other.',
      ],
      [
        'Repayment terms',
        'What is the minimum payment during the draw period and the repayment period? Is there a balloon payment?',
      ],
      ['Other fees', 'Annual fee, transaction fee, inactivity fee, prepayment or early termination fee.'],
      ['Draw rules', 'Is there a minimum draw or a minimum balance? How can you draw on the line?'],
      ['Conversion', 'Can a variable rate or a balance be converted to a fixed rate or an installment loan?'],
    ],
  },
  {
    heading: 'Glossary',
    rows: [
      [
        'Annual membership or maintenance fee',
        'An annual charge for having the line available, whether or not you use it.',
      ],
      [
        'Annual percentage rate (APR)',
        'The cost of credit on a yearly basis, expressed as a percentage; for a home equity line, it is based on the interest rate alone.',
      ],
      ['Application fee', 'A fee to apply for the line, which may not be refundable.'],
      ['Appraisal fee', 'The charge for an estimate of the value of the property.'],
      ['Balloon payment', 'A lump-sum payment at the end of the plan of the whole balance still owed.'],
      [
        'Cap (interest rate)',
        'A limit on how much the variable interest rate can change, each time or over the life of the plan.',
      ],
      [
        'Closing costs',
        'Fees paid when you open the plan, such as attorney fees, title search, appraisal, recording fees and taxes.',
      ],
      ['Credit limit', 'The maximum amount you may borrow under the plan at any one time.'],
      ['Draw period', 'The time during which you can borrow on the line.'],
      [
        'Equity',
        'The difference between the fair market value of the home and the outstanding balance of all liens on it.',
      ],
      [
        'Home equity line of credit',
        'An open-end credit plan secured by your home, on which you can draw from time to time.',
      ],
      ['Index', 'The published base rate, such as the Prime Rate, to which a variable rate is tied.'],
      ['Interest-only payment', 'A payment that covers only the interest owed on the loan each month.'],
      ['Margin', 'The number of percentage points the lender adds to the index to set the rate.'],
      ['Minimum payment', 'The least amount you must pay each month.'],
      ['Points', 'Up-front charges; one point equals one percent of the credit limit.'],
      ['Repayment period', 'The time during which you repay what you owe and may no longer borrow.'],
      [
        'Security interest',
        'The lender’s interest in your home that allows it to foreclose if you do not repay as agreed.',
      ],
      ['Transaction fee', 'A fee charged each time you draw on the line.'],
      ['Variable rate', 'An interest rate that changes with the index.'],
    ],
  },
  {
    heading: 'Where to get more information',
    paragraphs: [
      'Consumer Financial Protection Bureau: consumerfinance.gov, (855) 411-2372, for information about home equity lines of credit and to submit a complaint about a lender.',
      'HUD-approved housing counselors offer free or low-cost advice: call (800) 569-4287 or visit hud.gov. Your state’s banking or consumer protection agency can also help.',
    ],
  },
];

export async function helocBrochure(ctx: DocumentContext): Promise<Uint8Array> {
  const c = ctx.org.metadata.companyInfo;
  const pdf = await startDocument(ctx, BROCHURE_TITLE, 'Home equity line of credit consumer brochure');
  pdf.paragraph(
    `Given by ${c.companyName} to ${ctx.borrower.name} with the early disclosure of our home equity line of credit. ` +
      'This booklet, published by the Consumer Financial Protection Bureau and the Federal Reserve Board, explains ' +
      'how home equity lines of credit work, what they cost and what to compare before you borrow against your home.',
    { italic: true },
  );
  for (const section of SECTIONS) {
    pdf.heading(section.heading);
    for (const p of section.paragraphs ?? []) pdf.paragraph(p);
    if (section.bullets) pdf.bullets(section.bullets);
    if (section.rows) pdf.keyValues(section.rows);
  }
  pdf.heading('Questions about this line');
  pdf.paragraph(
    `Call ${c.companyName} at ${c.phoneFormatted}, email ${c.email}, or write to ${c.companyAddress}. NMLS #${c.companyNMLS}.`,
  );
  return pdf.finish();
}
