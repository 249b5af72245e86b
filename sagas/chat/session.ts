// The chat's controller (shared-surfaces section 4): chooses the mode when the widget opens (a stored live
// session, a stored chatbot session, else agent chat within hours and the chatbot outside them; `mode` forces
// a backend outside production), starts the session from the pre-chat form, hands the chatbot over to a
// person, starts a new chat, and runs the hours poll, the borrower nonce and the dev shortcuts beside it.
import type { RouterState } from 'connected-react-router';
import type { SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { downloadChatAttachment } from '../../src/api/chat';
import {
  chooseProvider,
  defaultLiveProvider,
  NICE_ON_ASSIGNMENT_FLAG,
  forcedProvider,
  isRunningProvider,
  isSessionValid,
  popWebchatRequested,
  type ChatProvider,
  type LiveProvider,
  type StoredChatbotSession,
  type StoredLiveSession,
} from '../../src/domain/chat';
import { uuidFromPath } from '../../src/domain/guards';
import type { PrivateLabel } from '../../src/domain/org';
import {
  chatAlertShown,
  chatAttachmentOpened,
  chatHandoverClicked,
  chatHoursPolled,
  chatLauncherClicked,
  chatModeChosen,
  chatNewChatClicked,
  chatPrechatSubmitted,
  chatReset,
  chatWindowOpened,
  selectChatWithinHours,
} from '../../store/chat';
import { devChatAlertRequested } from '../../store/devPanel';
import { selectFlag } from '../../store/flags';
import { formSucceeded } from '../../store/form';
import { logError, sleep } from '../effects';
import { runChatbotSession } from './chatbot';
import { loadChatWeek, pollChatHours } from './hours';
import { runLiveSession } from './live';
import { chatNonceSaga } from './nonce';
import {
  clearChatbotSession,
  clearLiveSession,
  nowMs,
  readChatbotSession,
  readLiveSession,
  recallChatToken,
  saveBlob,
} from './storage';

/** How long the mode choice waits for the first hours answer before treating the team as closed. */
export const FIRST_HOURS_WAIT_MS = 10_000;

const selectOrg = (state: { org: PrivateLabel }) => state.org;
const selectLocation = (state: { router: RouterState }) => state.router.location;
const selectNiceOnAssignment = (state: Parameters<typeof selectFlag>[0]) => selectFlag(state, NICE_ON_ASSIGNMENT_FLAG);

export interface ModeDecision {
  provider: ChatProvider;
  live: StoredLiveSession | null;
  chatbot: StoredChatbotSession | null;
}

/** Section 4's mode choice, with the stored session to resume (if any). Expired stored sessions are dropped. */
export function* chooseMode(): SagaIterator<ModeDecision> {
  const org: PrivateLabel = yield select(selectOrg);
  const location: RouterState['location'] = yield select(selectLocation);
  const forced = forcedProvider(location.search, org.environment === 'production');
  const now: number = yield call(nowMs);
  let live: StoredLiveSession | null = yield call(readLiveSession);
  if (live && !isSessionValid(live.expiration, now)) {
    yield call(clearLiveSession);
    live = null;
  }
  let chatbot: StoredChatbotSession | null = yield call(readChatbotSession);
  if (chatbot && !isSessionValid(chatbot.expiration, now)) {
    yield call(clearChatbotSession);
    chatbot = null;
  }
  let withinHours: boolean | null = yield select(selectChatWithinHours);
  if (withinHours === null && !forced && !live && !chatbot) {
    const first: { polled?: ReturnType<typeof chatHoursPolled> } = yield race({
      polled: take(chatHoursPolled.type),
      timeout: call(sleep, FIRST_HOURS_WAIT_MS),
    });
    withinHours = first.polled?.payload.open ?? false;
  }
  const niceOnAssignment: boolean = yield select(selectNiceOnAssignment);
  const provider = chooseProvider({
    forced,
    liveSession: live?.provider ?? null,
    chatbotSession: chatbot !== null,
    withinHours: withinHours === true,
    niceOnAssignment,
  });
  const resumeLive = provider !== 'chatbot' && live?.provider === provider ? live : null;
  const resumeBot = provider === 'chatbot' ? chatbot : null;
  yield put(chatModeChosen({ provider, forced: forced !== null, resume: Boolean(resumeLive || resumeBot) }));
  return { provider, live: resumeLive, chatbot: resumeBot };
}

function* resume(decision: ModeDecision): SagaIterator<Task | null> {
  if (decision.live) {
    return (yield fork(runLiveSession, decision.live.provider, { kind: 'resume', session: decision.live })) as Task;
  }
  if (decision.chatbot) return (yield fork(runChatbotSession, { kind: 'resume', session: decision.chatbot })) as Task;
  return null;
}

function* openAttachment(action: ReturnType<typeof chatAttachmentOpened>): SagaIterator<void> {
  const token: string | null = yield call(recallChatToken);
  if (!token) return;
  try {
    const blob: Blob = yield call(downloadChatAttachment, token, action.payload.uuid);
    yield call(saveBlob, blob, action.payload.filename);
  } catch (e) {
    yield call(logError, 'chat attachment download failed', e);
    yield put(chatAlertShown('generic'));
  }
}

export function* devAlert(action: ReturnType<typeof devChatAlertRequested>): SagaIterator<void> {
  const org: PrivateLabel = yield select(selectOrg);
  if (org.environment === 'production') return;
  yield put(chatAlertShown(action.payload.alert));
}

/** `openAtStart`: the visitor already clicked the launcher that stood in for the widget before it loaded. */
export function* chatController(openAtStart = false): SagaIterator<void> {
  const events = yield actionChannel([
    chatLauncherClicked.type,
    chatPrechatSubmitted.type,
    chatNewChatClicked.type,
    chatHandoverClicked.type,
  ]);
  let provider: ChatProvider | null = null;
  let task: Task | null = null;

  // A chat under way before a reload carries on at once; pop-webchat opens the widget on an application page.
  const location: RouterState['location'] = yield select(selectLocation);
  const storedLive: StoredLiveSession | null = yield call(readLiveSession);
  const storedBot: StoredChatbotSession | null = yield call(readChatbotSession);
  const pop = popWebchatRequested(location.search) && uuidFromPath(location.pathname) !== null;
  if (pop || storedLive || storedBot) {
    const decision: ModeDecision = yield call(chooseMode);
    provider = decision.provider;
    task = yield call(resume, decision);
    if (pop) yield put(chatWindowOpened());
  }
  // Through the channel, like a click on the widget's own launcher.
  if (openAtStart) yield put(chatLauncherClicked());

  for (;;) {
    const action:
      | ReturnType<typeof chatLauncherClicked>
      | ReturnType<typeof chatPrechatSubmitted>
      | ReturnType<typeof chatNewChatClicked>
      | ReturnType<typeof chatHandoverClicked> = yield take(events);

    if (chatLauncherClicked.match(action)) {
      if (provider === null) {
        const decision: ModeDecision = yield call(chooseMode);
        provider = decision.provider;
        task = yield call(resume, decision);
      }
    } else if (chatPrechatSubmitted.match(action)) {
      yield put(formSucceeded({ requestId: action.meta.requestId }));
      if ((task && task.isRunning()) || !provider || !isRunningProvider(provider)) continue;
      task =
        provider === 'chatbot'
          ? yield fork(runChatbotSession, { kind: 'new', values: action.payload })
          : yield fork(runLiveSession, provider as LiveProvider, { kind: 'new', values: action.payload });
    } else if (chatNewChatClicked.match(action)) {
      if (task?.isRunning()) yield cancel(task);
      task = null;
      yield call(clearLiveSession);
      yield call(clearChatbotSession);
      yield put(chatReset());
      const decision: ModeDecision = yield call(chooseMode);
      provider = decision.provider;
    } else if (chatHandoverClicked.match(action)) {
      // From the chatbot to a person: the same visitor, now with an agent.
      const bot: StoredChatbotSession | null = yield call(readChatbotSession);
      if (task?.isRunning()) yield cancel(task);
      yield call(clearChatbotSession);
      yield put(chatReset());
      const niceOnAssignment: boolean = yield select(selectNiceOnAssignment);
      const live = defaultLiveProvider(niceOnAssignment);
      provider = live;
      yield put(chatModeChosen({ provider, forced: false, resume: false }));
      const here: RouterState['location'] = yield select(selectLocation);
      const values = {
        friendlyName: bot?.friendlyName || 'Visitor',
        emailAddress: bot?.emailAddress || undefined,
        pageUrl: `${here.pathname}${here.search}`,
      };
      task = yield fork(runLiveSession, live, { kind: 'new', values });
    }
  }
}

export function* chatSessionSaga({ openAtStart = false }: { openAtStart?: boolean } = {}): SagaIterator<void> {
  yield fork(pollChatHours);
  yield fork(loadChatWeek);
  yield fork(chatNonceSaga);
  yield takeEvery(devChatAlertRequested.type, devAlert);
  yield takeEvery(chatAttachmentOpened.type, openAttachment);
  try {
    yield call(chatController, openAtStart);
  } catch (e) {
    yield call(logError, 'chat crashed', e);
    yield put(chatAlertShown('generic'));
    throw e;
  }
}
