// The rules of the borrower's journey submissions (server/application/journey/routes.ts): what each step saves,
// and the checks the shared schemas cannot make alone (the offer against the lending rules, the contact form
// against what is on file).
import { borrowerCharges } from '../../../src/domain/helocPlan';
import { lendingRules, lineProblem } from '../../../src/domain/lendingRules';
import { amountProblem, initialDraw, owedOnLiens } from '../../../src/domain/offers';
import type { ConsentType } from '../../../src/domain/types';
import {
  additionalInfoSchema,
  type AdditionalInfoInput,
  type ContactBody,
} from '../../../src/domain/validation/contact';
import { ESIGN_REQUIREMENTS } from '../../../src/domain/esign';
import { normaliseSsn, type ProfileInput } from '../../../src/domain/validation/profile';
import type { OfferSelectionInput } from '../../../src/domain/validation/offer';
import { nowIso, type Db } from '../../db';
import type { ApplicationsTable } from '../../db/schema';
import { findOrganisation } from '../../organisations';
import { HttpError, validateBody } from '../../http';
import { provideApplicationDisclosures } from '../../documents/service';
import { changePrequalRecord, loadPrequalRecord } from '../../pipeline/prequalService';
import { encrypt } from '../../security/crypto';
import {
  addressState,
  changeStoredFields,
  propertyOwnership,
  updateProperty,
  updateStoredFields,
} from '../../applications/repository';
import type { StoredFields } from '../../applications/mapper';
import { nameSigners } from '../../signers/invitationService';
import { requireStage } from '../closing/common';
import { borrowerContactOnFile, saveBorrowerContact, saveBorrowerName } from '../repository';

function withConsents(data: StoredFields, types: readonly ConsentType[]): StoredFields {
  const missing = types.filter((t) => !data.consents.some((c) => c.type === t));
  if (missing.length === 0) return data;
  const createdDate = nowIso();
  return {
    ...data,
    consents: [
      ...data.consents,
      // E-SIGN: the requirements version consented under, and when the test document's opening was confirmed.
      ...missing.map((type) =>
        type === 'ESIGN'
          ? { type, createdDate, version: ESIGN_REQUIREMENTS.version, accessConfirmedAt: createdDate }
          : { type, createdDate },
      ),
    ],
  };
}

/** Consent given again under the current requirements (a newer version than the one on record). */
export function withEsignReconsent(data: StoredFields, at: string): StoredFields {
  return {
    ...data,
    consents: [
      ...data.consents,
      { type: 'ESIGN', createdDate: at, version: ESIGN_REQUIREMENTS.version, accessConfirmedAt: at },
    ],
  };
}

/**
 * start/profile: the borrower's name and birth date, the property's ownership (and a corrected address) in one
 * transaction, the soft-credit and E-SIGN consents, then the application disclosures: the application is made
 * here, so they are given with it, before the soft pull can decline it and before any fee
 * (server/documents/service.ts).
 */
export async function saveProfile(
  db: Db,
  row: ApplicationsTable,
  input: ProfileInput,
  { identityUuid, encryptionKey }: { identityUuid: string; encryptionKey: string },
): Promise<void> {
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    // The application's row lock first, as every writer of it takes it.
    await changeStoredFields(trx, row.uuid, (data) => withConsents(data, ['SOFT_CREDIT', 'ESIGN']));
    await saveBorrowerName(trx, row.borrower_uuid, {
      first_name: input.firstName,
      middle_name: input.middleName || null,
      last_name: input.lastName,
      suffix: input.suffix || null,
      dob: input.dob,
      updated_at: at,
    });
    if (row.property_uuid) {
      // A corrected address is stored as registration stores one (trimmed by the schema, no empty line 2),
      // before the pipeline's property lookup reads it.
      const address = input.property
        ? {
            street1: input.property.street1,
            street2: input.property.street2 || null,
            city: input.property.city,
            state: input.property.state,
            zip: input.property.zip,
          }
        : {};
      await updateProperty(trx, row.property_uuid, { ...address, ownership: input.ownership });
    }
    // Given with the application, in the same transaction: the pipeline moves on from a saved profile, so one
    // saved without them would never get them (a retry of its key only replays the answer).
    await provideApplicationDisclosures(db, trx, row.uuid, {
      identityUuid,
      acknowledged: input.disclosuresReceived === true,
      encryptionKey,
    });
  });
}

/**
 * The chosen offer, checked against the offered terms and amounts, and against the state's law and the lender's
 * pricing again, so an offer computed under older data can never open a line above the caps.
 */
export async function selectOffer(db: Db, row: ApplicationsTable, input: OfferSelectionInput): Promise<void> {
  const record = await loadPrequalRecord(db, row.uuid);
  const offer = record.offers.find((o) => o.term === input.term);
  if (!offer) throw new HttpError(400, 'term: Choose one of the offered terms');
  const problem = amountProblem(offer, input.amount);
  if (problem) throw new HttpError(400, `amount: ${problem}`);
  const state = row.property_uuid ? ((await addressState(db, row.property_uuid)) ?? '') : '';
  const rules = lendingRules(state, findOrganisation(row.org_code)?.pricingData);
  const breach =
    record.homeValue === null
      ? 'The home has no value on record yet'
      : lineProblem(rules, {
          amount: input.amount,
          feePercent: offer.originationFeePercent,
          owedOnLiens: owedOnLiens(record.liens),
          homeValue: record.homeValue,
          // What else the borrower pays to open it, counted where the state's cap counts it (Texas).
          charges: borrowerCharges(rules, input.amount),
        });
  if (breach) throw new HttpError(400, `amount: ${breach}`);
  await updateStoredFields(db, row.uuid, (data) => ({
    ...data,
    term: offer.term,
    amount: input.amount,
    rate: offer.apr,
    uwCalculatedDrawAmount: initialDraw(input.amount, offer.originationFeePercent),
  }));
}

/**
 * Contact: the phone, an SSN when none is on file, the hard-credit consent; everyone else on the title is invited
 * now, so they can verify their identity while the application runs. Fastify checked the body's shape (its
 * contract); the rules that depend on what is on file (an SSN, joint ownership, the borrower's own email) are
 * checked here, before the stage, as a malformed body's are.
 */
export async function saveContact(
  db: Db,
  row: ApplicationsTable,
  body: ContactBody,
  { origin, now, encryptionKey }: { origin: string; now?: () => Date; encryptionKey: string },
): Promise<void> {
  const identity = await borrowerContactOnFile(db, row.borrower_uuid);
  const hasSsn = identity.ssn_encrypted !== null;
  const jointOwnership = row.property_uuid ? (await propertyOwnership(db, row.property_uuid)) === 'JOINT' : false;
  const input: AdditionalInfoInput = await validateBody(
    additionalInfoSchema({ hasSsn, jointOwnership, borrowerEmail: identity.email }),
    body,
  );
  requireStage(row, ['COLLECT_ADDITIONAL_INFO']);
  // The contact, the hard-credit consent and the co-owners named: all of it is saved, or none.
  const owners = input.coOwners ?? [];
  await nameSigners(db, { application: row, owners, borrowerEmail: identity.email, origin, now }, async (trx) => {
    await saveBorrowerContact(trx, row.borrower_uuid, {
      phone: input.phone.replace(/\D/g, '').slice(-10),
      // An SSN already on file is kept: this form does not ask for it again.
      ...(hasSsn || !input.ssn ? {} : { ssn_encrypted: encrypt(normaliseSsn(input.ssn), encryptionKey) }),
      updated_at: nowIso(),
    });
    await changeStoredFields(trx, row.uuid, (data) => withConsents(data, ['HARD_CREDIT']));
  });
}

/**
 * The liens confirmed (as the borrower corrected them, or as found) and the lien step complete, with the recent
 * inquiries attested where that was asked: in one transaction.
 */
export async function confirmLiens(
  db: Db,
  applicationUuid: string,
  liens: { position: number; lender: string; balance: number; monthlyPayment: number }[] | null | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await changeStoredFields(trx, applicationUuid, (data) => ({
      ...data,
      status: {
        ...data.status,
        liensComplete: true,
        ...(data.status.inquiryAttestNeeded ? { inquiryAttestComplete: true } : {}),
      },
    }));
    await changePrequalRecord(trx, applicationUuid, (r) => ({
      ...r,
      liens: liens
        ? liens.map((l) => ({
            position: l.position,
            lender: l.lender,
            balance: l.balance,
            monthlyPayment: l.monthlyPayment,
          }))
        : r.liens,
      liensConfirmedAt: nowIso(),
    }));
  });
}
