// Who the signed-in person is for this application (shared-surfaces section 4, Additional signer).
import type { Application, Identity } from '../domain/types';

/** v1 applications list their signers; otherwise the identity's type says so (CO_DEEDER). */
export function isAdditionalSigner(application: Application | null | undefined, identity: Identity | null | undefined) {
  if (!identity) return false;
  if (application?.additionalSignerVersion === 'v1') {
    return application.helocSigners.some((s) => s.identityUuid === identity.uuid);
  }
  return identity.type === 'CO_DEEDER';
}

export function isBroker(application: Application | null | undefined, identity: Identity | null | undefined) {
  return Boolean(identity?.isBroker || application?.isBroker);
}

/** The Dashboard link: everyone but additional signers, unless they are brokers. */
export function showDashboardLink(application: Application | null | undefined, identity: Identity | null | undefined) {
  return !isAdditionalSigner(application, identity) || isBroker(application, identity);
}
