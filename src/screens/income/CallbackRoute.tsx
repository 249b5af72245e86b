// /:uuid/income/pointserv-callback?type=&token= — the income vendor's return. Posts completeIncomeLink once per
// visit: the Idempotency-Key (the request id) is kept per token in session storage, so a reload replays the first
// answer instead of linking twice, and one post per token per page load is shared by every mount (StrictMode runs
// effects twice). The token travels beside the action, never in it. No useJourneyScreenEntered here: the stage's
// own screen is income/review, and the router must not leave before the token is posted.
import { nanoid } from '@reduxjs/toolkit';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { incomeLinkCompleteSchema, type IncomeLinkTypeInput } from '../../domain/validation/income';
import { setSessionItem } from '../../api/browser';
import { DEFAULT_ERROR_MESSAGE } from '../../domain/format';
import { FORM_ERROR_KEY, holdSecrets, SECRET_HELD, type SubmissionErrors } from '../../../store/form';
import { useAppStore } from '../../../store/hooks';
import { journeyStepSubmitted } from '../../../store/journey';
import { usePageTitle } from '../../app/usePageTitle';
import { CALLBACK_INVALID_MESSAGE, CALLBACK_TITLE, CallbackScreen, type CallbackState } from './CallbackScreen';

export const CALLBACK_KEY_PREFIX = 'income-link-callback:';

/** The posts of this page load, by visit key: a second mount waits on the first one's answer. */
const visits = new Map<string, Promise<SubmissionErrors | undefined>>();

/** Forget the posts of this page load (tests). */
export function resetCallbackVisits(): void {
  visits.clear();
}

function getSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function readLink(search: string): { type: IncomeLinkTypeInput; token: string } | null {
  const query = new URLSearchParams(search);
  const candidate = { type: query.get('type') ?? '', token: query.get('token') ?? '' };
  if (!incomeLinkCompleteSchema.isValidSync(candidate)) return null;
  return { type: candidate.type as IncomeLinkTypeInput, token: candidate.token.trim() };
}

function messageOf(errors: SubmissionErrors): string {
  const form = errors[FORM_ERROR_KEY];
  if (typeof form === 'string' && form) return form;
  const field = Object.values(errors).find((v): v is string => typeof v === 'string' && v.length > 0);
  return field ?? DEFAULT_ERROR_MESSAGE;
}

export default function CallbackRoute() {
  usePageTitle(CALLBACK_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { search } = useLocation();
  const store = useAppStore();
  const link = useMemo(() => readLink(search), [search]);
  const [state, setState] = useState<CallbackState>(() =>
    link ? { kind: 'posting' } : { kind: 'failed', message: CALLBACK_INVALID_MESSAGE },
  );

  useEffect(() => {
    if (!link) return undefined;
    const visitKey = `${CALLBACK_KEY_PREFIX}${uuid}:${link.type}:${link.token}`;
    let answer = visits.get(visitKey);
    if (!answer) {
      const stored = getSessionItem(visitKey);
      const requestId = stored ?? nanoid();
      if (!stored) setSessionItem(visitKey, requestId);
      answer = store.formBridge.wait(requestId);
      visits.set(visitKey, answer);
      holdSecrets(requestId, { token: link.token });
      store.dispatch(
        journeyStepSubmitted(
          { uuid, step: 'completeIncomeLink', values: { type: link.type, token: SECRET_HELD } },
          requestId,
        ),
      );
    }
    let live = true;
    void answer.then((errors) => {
      if (!live) return;
      setState(errors ? { kind: 'failed', message: messageOf(errors) } : { kind: 'done' });
    });
    return () => {
      live = false;
    };
  }, [link, uuid, store]);

  return <CallbackScreen uuid={uuid} state={state} />;
}
