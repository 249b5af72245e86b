// The chatbot (shared-surfaces sections 4, 5 and 7): questions and answers in one conversation whose token
// the first answer gives, feedback on each answer, and a session that expires 10 minutes after it started.
import type { RouterState } from 'connected-react-router';
import type { SagaIterator } from 'redux-saga';
import { actionChannel, call, put, race, select, take } from 'redux-saga/effects';
import { chatWithAutobot, getChatHistory, sendChatbotFeedback, type ChatbotQuestion } from '../../src/api/chat';
import { toApiError } from '../../src/api/client';
import {
  CHATBOT_SESSION_MS,
  feedbackMessageFor,
  type ChatbotAnswer,
  type ChatbotFeedbackReason,
  type ChatHistoryItem,
  type StoredChatbotSession,
} from '../../src/domain/chat';
import { uuidFromPath } from '../../src/domain/guards';
import type { PrivateLabel } from '../../src/domain/org';
import {
  chatAlertShown,
  chatbotAnswered,
  chatbotFeedbackFailed,
  chatbotFeedbackRecorded,
  chatbotFeedbackSending,
  chatbotFeedbackSubmitted,
  chatbotHistoryLoaded,
  chatbotRated,
  chatbotSessionExpired,
  chatEndClicked,
  chatEnded,
  chatMessageFailed,
  chatMessageQueued,
  chatMessageRetried,
  chatMessageSubmitted,
  chatSessionStarted,
  selectChatMessages,
  type ChatMessageView,
  type PrechatSubmittedPayload,
} from '../../store/chat';
import { devChatEndRequested } from '../../store/devPanel';
import { formFailed, formSucceeded } from '../../store/form';
import { logError, sleep } from '../effects';
import { clearChatbotSession, newClientId, nowMs, readNonce, writeChatbotSession } from './storage';

const selectOrg = (state: { org: PrivateLabel }) => state.org;
const selectLocation = (state: { router: RouterState }) => state.router.location;

export const FEEDBACK_FAILED = 'Something went wrong. Please try again later.';

/** The chatbot session as it stands; answers update it (conversation id and token). */
export interface ChatbotHolder {
  session: StoredChatbotSession;
}

function assistantName(org: PrivateLabel): string {
  return `${org.metadata.companyInfo.companyNameShort} assistant`;
}

export function* askChatbot(holder: ChatbotHolder, clientId: string, body: string): SagaIterator<boolean> {
  const org: PrivateLabel = yield select(selectOrg);
  const location: RouterState['location'] = yield select(selectLocation);
  const nonce: string | null = yield call(readNonce);
  const question: ChatbotQuestion = {
    applicationId: nonce ? uuidFromPath(location.pathname) : null,
    conversationId: holder.session.conversationId,
    message: body,
    nonce,
    organization: org.organizationCode,
    pageUrl: `${location.pathname}${location.search}`,
    senderId: holder.session.friendlyName,
    senderType: 'APPLICANT',
    tag: 'HELOC',
  };
  try {
    const answer: ChatbotAnswer = yield call(chatWithAutobot, holder.session.token, question);
    holder.session = { ...holder.session, conversationId: answer.conversationId, token: answer.token };
    yield call(writeChatbotSession, holder.session);
    yield put(
      chatbotAnswered({
        clientId,
        questionId: answer.questionId,
        question: answer.questionStr,
        answer: answer.responseStr,
        createdAt: answer.createdDt,
        handover: answer.handover,
        assistantName: assistantName(org),
      }),
    );
    return true;
  } catch (e) {
    yield call(logError, 'chatbot question failed', e);
    yield put(chatMessageFailed({ clientId }));
    return false;
  }
}

function* sendFeedback(
  holder: ChatbotHolder,
  questionId: string,
  rating: 'POSITIVE' | 'NEGATIVE',
  reason: ChatbotFeedbackReason | null,
  additionalInformation: string | undefined,
): SagaIterator<void> {
  const messages: ChatMessageView[] = yield select(selectChatMessages);
  const answer = messages.find((m) => m.questionId === questionId);
  const token = holder.session.token;
  const conversationId = holder.session.conversationId;
  if (!token || !conversationId) throw new Error('No chatbot conversation for the feedback');
  yield put(chatbotFeedbackSending({ questionId }));
  try {
    yield call(sendChatbotFeedback, token, {
      questionId,
      conversationId,
      responseToCustomer: answer?.body ?? '',
      feedbackMessage: reason ? feedbackMessageFor(reason, additionalInformation) : null,
      rating,
      reason,
      senderEmail: holder.session.emailAddress || null,
      senderType: 'APPLICANT',
      nonce: yield call(readNonce),
    });
    yield put(chatbotFeedbackRecorded({ questionId, rating }));
  } catch (e) {
    yield put(chatbotFeedbackFailed({ questionId }));
    throw e;
  }
}

/** Questions, retries and feedback, in the order they come. */
export function* chatbotLoop(holder: ChatbotHolder): SagaIterator<void> {
  const requests = yield actionChannel([
    chatMessageSubmitted.type,
    chatMessageRetried.type,
    chatbotRated.type,
    chatbotFeedbackSubmitted.type,
  ]);
  const unanswered = new Map<string, string>();
  for (;;) {
    const action:
      | ReturnType<typeof chatMessageSubmitted>
      | ReturnType<typeof chatMessageRetried>
      | ReturnType<typeof chatbotRated>
      | ReturnType<typeof chatbotFeedbackSubmitted> = yield take(requests);
    if (chatMessageSubmitted.match(action)) {
      const { clientId, body } = action.payload;
      const createdAt = new Date((yield call(nowMs)) as number).toISOString();
      // The chatbot takes no attachments: only the text goes.
      yield put(chatMessageQueued({ clientId, body, files: [], createdAt }));
      unanswered.set(clientId, body);
      if (yield call(askChatbot, holder, clientId, body)) unanswered.delete(clientId);
    } else if (chatMessageRetried.match(action)) {
      const body = unanswered.get(action.payload.clientId);
      if (body !== undefined && (yield call(askChatbot, holder, action.payload.clientId, body))) {
        unanswered.delete(action.payload.clientId);
      }
    } else if (chatbotRated.match(action)) {
      try {
        yield call(sendFeedback, holder, action.payload.questionId, 'POSITIVE', null, undefined);
      } catch (e) {
        yield call(logError, 'chatbot feedback failed', e);
        yield put(chatAlertShown('generic'));
      }
    } else {
      const { questionId, reason, additionalInformation } = action.payload;
      const { requestId } = action.meta;
      try {
        yield call(
          sendFeedback,
          holder,
          questionId,
          'NEGATIVE',
          reason as ChatbotFeedbackReason,
          additionalInformation,
        );
        yield put(formSucceeded({ requestId }));
      } catch (e) {
        yield call(logError, 'chatbot feedback failed', e);
        yield put(
          formFailed({ requestId, formError: toApiError(e).status === 400 ? toApiError(e).message : FEEDBACK_FAILED }),
        );
      }
    }
  }
}

/**
 * A chatbot session from start (or resume) until it expires (10 minutes, on a timer) or the visitor ends it;
 * then the stored session is cleared. A new session asks the pre-chat form's question straight away.
 */
export function* runChatbotSession(
  start: { kind: 'new'; values: PrechatSubmittedPayload } | { kind: 'resume'; session: StoredChatbotSession },
): SagaIterator<void> {
  const now: number = yield call(nowMs);
  const holder: ChatbotHolder = {
    session:
      start.kind === 'resume'
        ? start.session
        : {
            friendlyName: start.values.friendlyName.trim(),
            emailAddress: start.values.emailAddress?.trim() ?? '',
            loginTimestamp: new Date(now).toISOString(),
            expiration: new Date(now + CHATBOT_SESSION_MS).toISOString(),
            conversationId: null,
            token: null,
          },
  };
  if (start.kind === 'new') yield call(writeChatbotSession, holder.session);
  yield put(
    chatSessionStarted({
      provider: 'chatbot',
      expiresAt: holder.session.expiration,
      friendlyName: holder.session.friendlyName,
      conversationState: 'ACTIVE',
      initialMessage: null,
    }),
  );
  if (start.kind === 'resume' && holder.session.conversationId && holder.session.token) {
    try {
      const items: ChatHistoryItem[] = yield call(getChatHistory, holder.session.token, holder.session.conversationId);
      const org: PrivateLabel = yield select(selectOrg);
      yield put(chatbotHistoryLoaded({ items, assistantName: assistantName(org) }));
    } catch (e) {
      yield call(logError, 'chatbot history failed', e);
      yield put(chatAlertShown('generic'));
    }
  }
  const first = start.kind === 'new' ? start.values.initialMessage?.trim() : '';
  const left = Math.max(0, Date.parse(holder.session.expiration) - now);
  const outcome: { run?: unknown; expired?: unknown; ended?: unknown } = yield race({
    run: call(function* firstThenLoop(): SagaIterator<void> {
      if (first) {
        const clientId: string = yield call(newClientId);
        yield put(chatMessageQueued({ clientId, body: first, files: [], createdAt: new Date(now).toISOString() }));
        yield call(askChatbot, holder, clientId, first);
      }
      yield call(chatbotLoop, holder);
    }),
    expired: call(sleep, left),
    ended: take([chatEndClicked.type, devChatEndRequested.type]),
  });
  yield call(clearChatbotSession);
  // race answers with the winner's key only (a finished sleep's value is undefined).
  if ('expired' in outcome) yield put(chatbotSessionExpired());
  else yield put(chatEnded());
}
