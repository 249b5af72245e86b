// Sandbox agents (loan officers): one identity of type AGENT per organisation, outside production only,
// with the documented password of docs/SANDBOX.md.
import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { nowIso } from '../db';
import { ORGANISATIONS } from '../organisations';
import { hashPassword } from '../security/passwords';
import { existingIdentityUuids, insertIdentitiesIfMissing } from './repository';

export const SANDBOX_AGENT_PASSWORD = 'agent sandbox 2026';

/** A stable uuid per organisation, so re-seeding never adds a second agent. */
function agentUuid(orgCode: string): string {
  const h = createHash('sha256').update(`agent:${orgCode}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function sandboxAgentEmail(orgCode: string): string {
  return `agent.${orgCode.toLowerCase().replace(/_/g, '-')}@sandbox.example`;
}

let passwordHash: Promise<string> | null = null;

export async function seedSandboxAgents(db: Db): Promise<void> {
  const wanted = ORGANISATIONS.map((org) => ({ org, uuid: agentUuid(org.organizationCode) }));
  const existing = new Set(
    await existingIdentityUuids(
      db,
      wanted.map((w) => w.uuid),
    ),
  );
  const missing = wanted.filter((w) => !existing.has(w.uuid));
  if (missing.length === 0) return;
  // One scrypt hash per process: the password is public sandbox data, and hashing it per organisation
  // would slow every start.
  passwordHash ??= hashPassword(SANDBOX_AGENT_PASSWORD);
  const hash = await passwordHash;
  const at = nowIso();
  await insertIdentitiesIfMissing(
    db,
    missing.map(({ org, uuid }) => ({
      uuid,
      org_code: org.organizationCode,
      email: sandboxAgentEmail(org.organizationCode),
      password_hash: hash,
      type: 'AGENT',
      first_name: 'Alex',
      middle_name: null,
      last_name: `Agent (${org.metadata.companyInfo.companyNameShort})`.slice(0, 64),
      suffix: null,
      dob: null,
      phone: org.metadata.companyInfo.phoneFormatted.replace(/\D/g, '').slice(-10),
      ssn_encrypted: null,
      tracker_uuid: null,
      optimizely_profile_uuid: null,
      created_at: at,
      updated_at: at,
    })),
  );
}
