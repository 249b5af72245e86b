// Stage handlers of the closing documents: the flood certificate and the closing disclosure, the note, the
// co-owners' deed, the deed signed before an eNotary or in person (Texas: with the fair-market-value
// acknowledgment), then the insurance the closing needs.
import { isTexasHomeEquity, TEXAS_CLOSING_DOCUMENTS } from '../../../src/domain/texas';
import type { StoredFields } from '../../applications/mapper';
import { updateStoredFields } from '../../applications/repository';
import { assignLoanNumber } from '../../applications/loanNumber';
import { requiredInsurance } from '../insuranceService';
import { coDeedComplete, hasCoOwners } from '../coDeedService';
import type { StageHandlers } from '../types';
import { createOrder, latestOrder, updateOrder } from '../../orders/repository';
import type { FloodOrderDetail } from './orderDetails';
import { msUntilReady, readyAtFor, subjectOf } from '../orderTimingService';
import { recheck, step, whenDue, withStatus } from './steps';
import { type ManualNotaryOrderDetail, texasFairMarketValue, toAttorneyReview } from './texas';

function withCoDeedStatus(coDeedStatus: 'PENDING' | 'COMPLETE'): (data: StoredFields) => StoredFields {
  return (data) => ({ ...data, coDeedStatus });
}

export const SIGNING_HANDLERS: StageHandlers = {
  async GEN_CLOSING_DISCLOSURE(state, ctx) {
    if (!(await latestOrder(ctx.db, state.row.uuid, 'flood'))) {
      const cert = await ctx.vendors.flood.orderCertificate(subjectOf(state));
      await createOrder(ctx.db, {
        applicationUuid: state.row.uuid,
        vendor: 'flood',
        status: 'ORDERED',
        detail: { floodZone: cert.floodZone },
        readyAt: readyAtFor(cert.wait, ctx),
      });
    }
    const order = await latestOrder<FloodOrderDetail>(ctx.db, state.row.uuid, 'flood');
    if (!order) return null;
    const wait = msUntilReady(order, ctx.clock);
    // The closing disclosure needs the flood certificate: error/flood-cert until it is back.
    if (wait > 0) return recheck(wait, { waitingOnFloodCert: true });
    // Closing: the line gets its loan number before the closing disclosure, the note and the deed are prepared.
    const loanNumber =
      state.data.loanNumber ?? (await assignLoanNumber(ctx.db, state.row.uuid, new Date(ctx.clock.now())));
    const ready = withStatus({ waitingOnFloodCert: false, disclosurelistClosingReady: true });
    return {
      to: 'NOTE_SIGNING',
      cause: 'vendor:closing-disclosure',
      update: (data) => ready({ ...data, loanNumber: data.loanNumber ?? loanNumber }),
    };
  },

  async NOTE_SIGNING(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'esign');
    if (!order) return null;
    return step('GEN_NOTE_SIGNING', 'borrower:signing', { disclosurelistClosingComplete: true });
  },

  async GEN_NOTE_SIGNING(state, ctx) {
    // Co-owners on title sign the deed before the borrower's notary session (server/signers).
    const coOwners = await hasCoOwners(ctx.db, state.row.uuid);
    if (coOwners && state.data.coDeedStatus !== 'COMPLETE' && !(await coDeedComplete(ctx.db, state.row.uuid))) {
      return { to: 'CO_DEED_REQUIRED', cause: 'vendor:note-signing-co-deed', update: withCoDeedStatus('PENDING') };
    }
    return step('GEN_NOTARY_DISCLOSURE', 'vendor:note-signing', { disclosurelistNotaryReady: true });
  },

  // Waits for every co-owner to sign the deed (and answer what was asked of them); their routes advance it.
  async CO_DEED_REQUIRED(state, ctx) {
    if (!(await coDeedComplete(ctx.db, state.row.uuid))) return null;
    return {
      to: 'GEN_NOTARY_DISCLOSURE',
      cause: 'signer:deed-signed',
      update: (data) => ({
        ...withCoDeedStatus('COMPLETE')(data),
        status: { ...data.status, disclosurelistNotaryReady: true },
      }),
    };
  },

  GEN_NOTARY_DISCLOSURE(state, ctx) {
    // A Texas (a)(6) line is never notarised remotely: attorney review and the 12-day wait come first (texas.ts).
    if (isTexasHomeEquity(state.property)) return toAttorneyReview(state, ctx);
    if (!ctx.vendors.notary.isEnotaryPermitted(subjectOf(state))) {
      return step('MANUAL_DEED_SIGNING', 'vendor:enotary-not-permitted', { manualNotary: true });
    }
    return step('DEED_SIGNING', 'vendor:notary-disclosure');
  },

  async DEED_SIGNING(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'enotary');
    if (order?.status !== 'SIGNED') return null;
    return whenDue(ctx, order, { status: 'ACCEPTED' }, () =>
      step('TRUST_AND_INSURANCE', 'vendor:enotary-accepted', {
        primaryParticipantAcceptComplete: true,
        disclosurelistNotaryComplete: true,
      }),
    );
  },

  async MANUAL_DEED_SIGNING(state, ctx) {
    const order = await latestOrder<ManualNotaryOrderDetail>(ctx.db, state.row.uuid, 'manualNotary');
    if (!order || order.status === 'INCOMPLETE') return null;
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    if (!isTexasHomeEquity(state.property)) {
      await updateOrder(ctx.db, order.uuid, { status: 'SIGNED' });
      return step('TRUST_AND_INSURANCE', 'vendor:manual-notary', { manualDeedSigningComplete: true });
    }
    // Texas: the closing is complete only once the deed and the fair-market-value acknowledgment are both signed.
    const signed = order.detail.signedDocuments ?? ['DEED'];
    if (!TEXAS_CLOSING_DOCUMENTS.every((d) => signed.includes(d))) {
      await updateOrder(ctx.db, order.uuid, { status: 'INCOMPLETE' });
      // The borrower schedules the closing again.
      await updateStoredFields(ctx.db, state.row.uuid, (data) => ({
        ...withStatus({ fmvAcknowledgmentSigned: false })(data),
        requestedManualNotaryTime: null,
      }));
      return null;
    }
    const now = ctx.clock.now();
    // Signed at the appointment; a vendor that answers before the requested time is read as signing when it answered.
    const signedAt = new Date(Math.min(Date.parse(order.detail.requestedTime), now)).toISOString();
    const fairMarketValue = await texasFairMarketValue(ctx.db, state.row.uuid);
    await updateOrder(ctx.db, order.uuid, {
      status: 'SIGNED',
      detail: {
        ...order.detail,
        fmvAcknowledgment: {
          fairMarketValue: fairMarketValue ?? 0,
          location: order.detail.location ?? null,
          borrowerSignedAt: signedAt,
          lenderSignedAt: signedAt,
        },
      } satisfies ManualNotaryOrderDetail,
    });
    return step('TRUST_AND_INSURANCE', 'vendor:manual-notary-texas-fmv-signed', {
      manualDeedSigningComplete: true,
      fmvAcknowledgmentSigned: true,
    });
  },

  async TRUST_AND_INSURANCE(state, ctx) {
    const required = await requiredInsurance(ctx, state.row.uuid);
    const received = new Set(state.data.documents.map((d) => d.type));
    if (!required.every((type) => received.has(type))) return null;
    return {
      to: 'GEN_RESCISSION',
      cause: 'borrower:insurance',
      update: (data) => ({ ...data, insurance: { complete: true } }),
    };
  },
};
