// Where the borrower's eNotary session is kept: their application's latest `enotary` vendor order (its status the
// session's, its detail the vendor's session, the wrong attempts and where the deed was signed). The session's
// rules are one piece for the borrower and the co-owners (./sessionService.ts); the co-owners keep theirs on
// their own record (server/signers/notaryService.ts).
import type { Db } from '../db';
import { createOrder, latestOrder, updateOrder, type VendorOrder } from '../orders/repository';
import type { KeptSession, SessionStatus, SessionStore } from './sessionService';

/** The `enotary` order's detail. */
export interface EnotaryDetail {
  sessionId: string;
  questions: { id: string; prompt: string; choices: string[] }[];
  answerKey: Record<string, string>;
  attempts: number;
  location?: { latitude: number; longitude: number };
}

/** The borrower's session, with the order that keeps it. */
export interface OrderSession extends KeptSession {
  order: VendorOrder<EnotaryDetail>;
}

/** What signing the borrower's deed sets besides the session: when the notary's acceptance is due. */
export interface AcceptanceDue {
  readyAt: string | null;
}

/** What a signed deed's answer needs (kept with the Idempotency-Key): the session signed in. */
export type OrderSigned = { sessionId: string };

/**
 * The borrower's session as the latest `enotary` order of `applicationUuid`: a new session is a new order; answers
 * and the signature change that order.
 */
export function enotaryOrderStore(
  db: Db,
  applicationUuid: string,
): SessionStore<OrderSession, AcceptanceDue, OrderSigned> {
  return {
    async load() {
      const order = await latestOrder<EnotaryDetail>(db, applicationUuid, 'enotary');
      return order ? { ...order.detail, status: order.status as SessionStatus, order } : null;
    },
    async saveStarted(trx, { status, ...detail }) {
      await createOrder(trx, { applicationUuid, vendor: 'enotary', status, detail });
    },
    async saveAnswers(trx, { order }, { attempts, status }) {
      await updateOrder(trx, order.uuid, { status, detail: { ...order.detail, attempts } });
    },
    async saveSigned(trx, { order }, location, { readyAt }) {
      await updateOrder(trx, order.uuid, { status: 'SIGNED', detail: { ...order.detail, location }, readyAt });
      return { sessionId: order.detail.sessionId };
    },
  };
}
