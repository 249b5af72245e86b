// The developer panel's sign-in by token (outside production); sign-in by password uses loginSchema.
import * as yup from 'yup';
import { REQUIRED } from './register';

export const tokenLoginSchema = yup.object({
  token: yup
    .string()
    .trim()
    .required(REQUIRED)
    .matches(/^(Bearer\s+)?[\w-]+\.[\w-]+\.[\w-]+$/i, 'Enter a JSON web token'),
});

export type TokenLoginInput = yup.InferType<typeof tokenLoginSchema>;
