// The identity broker's sign-in and sign-out (server/identityBroker): the broker's login page and the agents'
// console post these.
import * as yup from 'yup';
import { loginSchema } from './register';

const applicationName = yup
  .string()
  .trim()
  .required('Required')
  .matches(/^[a-z][a-z0-9-]{0,63}$/, 'Invalid application name');

export const brokerLoginSchema = loginSchema.shape({
  applicationName,
  orgCode: yup.string().trim().max(64, 'Cannot be more than 64 characters').optional(),
  mode: yup.string().oneOf(['optimizely', 'broker', 'legacy'], 'Must be optimizely, broker or legacy').optional(),
});

export const brokerLogoutSchema = yup.object({ applicationName });
