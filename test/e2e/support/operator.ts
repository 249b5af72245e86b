// The lender's side for the specs: an operator (the organisation's sandbox agent) signs in through the identity
// broker, changes feature flags, and reads an application's telemetry events back from the server.
import { SANDBOX_AGENT_PASSWORD, sandboxAgentEmail } from '../../../server/identityBroker/agents';

const api = (path: string) => new URL(path, browser.options.baseUrl);

export async function operatorToken(org: string): Promise<string> {
  const response = await fetch(api('/identity-broker/agent/api/v3/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': org },
    body: JSON.stringify({ email: sandboxAgentEmail(org), password: SANDBOX_AGENT_PASSWORD, applicationName: 'heloc' }),
  });
  if (!response.ok) throw new Error(`operator sign-in for ${org} failed: ${response.status} ${await response.text()}`);
  return String(response.headers.get('authorization')).replace(/^Bearer /, '');
}

export interface FlagChange {
  enabled?: boolean;
  /** Merged into the stored variables; null removes one. */
  variables?: Record<string, unknown>;
}

/** PATCH /service-optimize/operator/api/v1/flags/{key} as the organisation's operator. */
export async function setFlag(org: string, token: string, key: string, change: FlagChange): Promise<void> {
  const response = await fetch(api(`/service-optimize/operator/api/v1/flags/${key}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-org': org, authorization: `Bearer ${token}` },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`changing ${key} for ${org} failed: ${response.status} ${await response.text()}`);
}

export interface StoredEvent {
  event: string;
  eventType: string;
  pagePath: string;
  productType: string | null;
  applicationUuid: string | null;
}

/** GET /ft/secure/api/v1/applications/{uuid}/events as the application's borrower. */
export async function applicationEvents(
  org: string,
  jwt: string,
  applicationUuid: string,
  eventType?: string,
): Promise<StoredEvent[]> {
  const query = eventType ? `?eventType=${eventType}` : '';
  const response = await fetch(api(`/ft/secure/api/v1/applications/${applicationUuid}/events${query}`), {
    headers: { 'x-org': org, authorization: `Bearer ${jwt}` },
  });
  if (!response.ok) throw new Error(`reading events failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredEvent[];
}
