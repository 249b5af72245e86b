// Register and sign-in submissions: request events carrying a form requestId.
import { createAction } from '@reduxjs/toolkit';
import type { CreateApplicationInput } from '../src/api/application';
import type { LoginInput, RegistrationInput } from '../src/domain/validation/register';

const withRequestId = <T>(payload: T, requestId: string) => ({ payload, meta: { requestId } });

export const registerSubmitted = createAction('register/submitted', withRequestId<RegistrationInput>);
export const registerEntered = createAction<{ step: string }>('register/entered');

export interface LoginSubmittedPayload extends LoginInput {
  redirectUrl?: string | null;
}
export const loginSubmitted = createAction('login/submitted', withRequestId<LoginSubmittedPayload>);

export const startNewSubmitted = createAction('dashboard/startNewSubmitted', withRequestId<CreateApplicationInput>);
