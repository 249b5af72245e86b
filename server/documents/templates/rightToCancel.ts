// The notice of right to cancel, worded after Regulation Z's model form G-5 (appendix G, "Rescission Model Form
// (When Opening an Account)"), for ONE person with an ownership interest in the home: the borrower and each
// co-owner get the same complete notice addressed to them (§1026.15(b): every consumer entitled to rescind), in two
// copies (one to keep, one to send back to cancel), with their own acknowledgment of receipt.
import type { PdfComposer } from '../pdf';
import { day } from './common';
import { RIGHT_TO_CANCEL_COPIES } from '../rescissionReceiptsService';

export interface RightToCancelInput {
  /** The person this notice is given to. */
  personName: string;
  /** 'Borrower' or 'Owner': the role printed beside their signature. */
  role: 'Borrower' | 'Owner';
  creditorName: string;
  creditorAddress: string;
  creditorEmail: string;
  /** The account's opening date and the deadline (midnight ending it), as calendar dates in `timeZone`. */
  openedOn: string;
  deadline: string;
  timeZone: string;
  /** When this person acknowledged receipt, if they have. */
  receiptAcknowledgedAt: string | null;
}

/** G-5's text, sentence for sentence, with our account's facts filled in. */
export function rightToCancelParagraphs(input: RightToCancelInput): { heading: string; paragraphs: string[] }[] {
  const deadline = day(input.deadline, input.timeZone);
  return [
    {
      heading: 'Your right to cancel',
      paragraphs: [
        'We have agreed to establish an open-end credit account for you, and you have agreed to give us a mortgage ' +
          '(security interest) on your home as security for the account. You have a legal right under federal law ' +
          'to cancel the account, without cost, within three business days after the latest of the following events:',
        `(1) the opening date of your account, which is ${day(input.openedOn, input.timeZone)}; or`,
        '(2) the date you received your Truth-in-Lending disclosures; or',
        '(3) the date you received this notice of your right to cancel the account.',
        // Not in G-5's words, but its deadline blank said plainly here too (the creditor fills it below anyway).
        `If the opening date and the receipt of the disclosures are as shown above, you have until midnight of ${deadline} to cancel.`,
        'If you cancel the account, the mortgage (security interest) on your home is also cancelled. Within 20 ' +
          'days of receiving your notice, we must take the necessary steps to reflect the fact that the mortgage ' +
          '(security interest) on your home has been cancelled. We must return to you any money or property you ' +
          'have given to us or to anyone else in connection with the account.',
        'You may keep any money or property we have given you until we have done the things mentioned above, but ' +
          'you must then offer to return the money or property. If it is impractical or unfair for you to return the ' +
          'property you must offer its reasonable value. You may offer to return the property at your home or at the ' +
          'location of the property. Money must be returned to the address below. If we do not take possession of ' +
          'the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
      ],
    },
    {
      heading: 'How to cancel',
      paragraphs: [
        'If you decide to cancel the account, you may do so by notifying us, in writing, at ' +
          `${input.creditorName}, ${input.creditorAddress} (or by email to ${input.creditorEmail}).`,
        'You may use any written statement that is signed and dated by you and states your intention to cancel, or ' +
          'you may use this notice by dating and signing below. Keep one copy of this notice because it contains ' +
          'important information about your rights.',
        `If you cancel by mail, you must send the notice no later than midnight of ${deadline} (or midnight of the ` +
          'third business day following the latest of the three events listed above). Business days are every day ' +
          'except Sundays and federal legal public holidays.',
        'If you send or deliver your written notice to cancel some other way, it must be delivered to the above ' +
          'address no later than that time.',
      ],
    },
  ];
}

/** Writes the notice for one person: two complete copies, then their acknowledgment of receipt. */
export function writeRightToCancel(pdf: PdfComposer, input: RightToCancelInput): void {
  for (let copy = 1; copy <= RIGHT_TO_CANCEL_COPIES; copy += 1) {
    if (copy > 1) pdf.pageBreak();
    pdf.paragraph(
      `Notice to ${input.personName}. Copy ${copy} of ${RIGHT_TO_CANCEL_COPIES}` +
        (copy === 1 ? ': keep this copy.' : ': use this copy to cancel if you wish.'),
      { bold: true },
    );
    for (const section of rightToCancelParagraphs(input)) {
      pdf.heading(section.heading);
      for (const paragraph of section.paragraphs) pdf.paragraph(paragraph);
    }
    pdf.heading('I wish to cancel', 2);
    pdf.signatures([`${input.role}: ${input.personName}`]);
  }
  pdf.heading('Acknowledgment of receipt', 2);
  pdf.paragraph(
    `I, ${input.personName}, acknowledge receipt of ${RIGHT_TO_CANCEL_COPIES} copies of this Notice of Right to ` +
      'Cancel and one copy of the Truth-in-Lending disclosures.',
  );
  if (input.receiptAcknowledgedAt) {
    pdf.paragraph(
      `Receipt acknowledged electronically by ${input.personName} on ${day(input.receiptAcknowledgedAt, input.timeZone)} ` +
        `(${input.receiptAcknowledgedAt}).`,
      { bold: true },
    );
  } else {
    pdf.signatures([`${input.role}: ${input.personName}`]);
  }
}
