// Registration and login (docs/API.md "Identity" and "Identity broker").
import { brokerLoginSchema, brokerLogoutSchema } from '../validation/broker';
import { loginSchema, registrationSchema } from '../validation/register';
import { contract } from './contract';

export const IDENTITY = {
  register: contract('POST', '/identity/api/v1/registration/register', registrationSchema()),
  login: contract('POST', '/identity/api/v1/login', loginSchema),
  /** The identity broker (`:role` customer or agent). */
  brokerLogin: contract('POST', '/identity-broker/:role/api/v3/login', brokerLoginSchema),
  brokerLogout: contract('POST', '/identity-broker/:role/secure/api/v3/logout', brokerLogoutSchema),
} as const;
