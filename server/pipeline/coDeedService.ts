// The co-owners on title at closing (server/applications/coOwnersRepository.ts): whether there are any, and whether they have all
// signed the deed and answered what was asked of them (GEN_NOTE_SIGNING and CO_DEED_REQUIRED wait for that).
import { openSignerConditions } from '../conditions/service';
import type { Db } from '../db';
import { signersOf } from '../applications/coOwnersRepository';

export async function hasCoOwners(db: Db, applicationUuid: string): Promise<boolean> {
  return (await signersOf(db, applicationUuid)).length > 0;
}

/** Every co-owner signed the deed and no request made of a co-owner is open (true when there are none). */
export async function coDeedComplete(db: Db, applicationUuid: string): Promise<boolean> {
  const signers = await signersOf(db, applicationUuid);
  if (signers.some((s) => !s.deed_signed_at)) return false;
  if (signers.length === 0) return true;
  return (await openSignerConditions(db, applicationUuid)).length === 0;
}
