// Signs an organisation's sandbox agent (an operator) in through the identity broker.
import type { FastifyInstance } from 'fastify';
import { SANDBOX_AGENT_PASSWORD, sandboxAgentEmail } from '../../server/identityBroker/agents';

export async function operatorToken(app: FastifyInstance, org: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/identity-broker/agent/api/v3/login',
    headers: { 'x-org': org },
    payload: { email: sandboxAgentEmail(org), password: SANDBOX_AGENT_PASSWORD, applicationName: 'heloc' },
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`);
  return String(res.headers.authorization).replace(/^Bearer /, '');
}
