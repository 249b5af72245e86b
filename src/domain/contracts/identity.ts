// Registration, login and identity (docs/API.md "Identity" and "Identity broker").
import { brokerLoginSchema, brokerLogoutSchema } from '../validation/broker';
import { loginSchema, registrationSchema } from '../validation/register';
import { contract, json } from './contract';

const BROKER = '/identity-broker/:role';

export const IDENTITY = {
  register: contract('POST', '/identity/api/v1/registration/register', registrationSchema(), json('RegisterResponse')),
  login: contract('POST', '/identity/api/v1/login', loginSchema, json('LoginResponse')),
  identity: contract('GET', '/identity/secure/api/v1/identity', null, json('Identity')),
  legacyIdentity: contract('GET', '/identity/secure/api/v1_1/identity', null, json('LegacyIdentity')),
  /** The identity broker (`:role` customer or agent). */
  brokerSelf: contract('GET', `${BROKER}/secure/api/v3/self/figureinfo`, null, json('BrokerUser')),
  brokerLogin: contract('POST', `${BROKER}/api/v3/login`, brokerLoginSchema, json('BrokerRedirect')),
  brokerLogout: contract('POST', `${BROKER}/secure/api/v3/logout`, brokerLogoutSchema, json('BrokerRedirect')),
} as const;
