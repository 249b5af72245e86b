// Action-log replay: the session's actions, sanitised exactly as Redux DevTools sees them (store/devtools.ts), kept
// from the moment the recorder starts (sagas/devPanel.ts, outside production) with the state it started from.
// The developer panel exports it in the Redux DevTools extension's own export format, so the extension can import
// it too; `npm run replay FILE` (scripts/replay.ts) replays it into a fresh store and prints the path of stages and
// screens. The format, as the extension writes it (redux-devtools pageScript exportState):
//   { "payload": "<JSON: the actions, in order>", "preloadedState": "<JSON: the state before the first one>" }
// and, ignored by the extension, "timestamps" (ms since the epoch, one per action) and "recordedWith".
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { actionSanitizer, stateSanitizer } from './devtools';

/** Enough for a long session; a log that fills up stops growing (its start must stay, to replay from it). */
export const ACTION_LOG_LIMIT = 20_000;

export interface ActionLogEntry {
  action: UnknownAction;
  timestamp: number;
}

export interface ActionLog {
  /** The sanitised state the log starts from. */
  preloadedState: unknown;
  entries: ActionLogEntry[];
  truncated: boolean;
}

export interface DevToolsExport {
  payload: string;
  preloadedState?: string;
  timestamps?: number[];
  recordedWith?: string;
}

export const RECORDED_WITH = 'heloc-action-log/1';

/** The page session's log while the recorder runs (sagas/devPanel.ts); the developer panel exports it. */
let sessionLog: ActionLog | null = null;

export function setSessionActionLog(log: ActionLog | null): void {
  sessionLog = log;
}

export function sessionActionLog(): ActionLog | null {
  return sessionLog;
}

/** The export's file name: heloc-session-2026-11-25T05-10-00.json. */
export function actionLogFileName(now = new Date()): string {
  return `heloc-session-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
}

export function createActionLog(state: unknown): ActionLog {
  return { preloadedState: stateSanitizer(state), entries: [], truncated: false };
}

/** Records `action` as DevTools shows it (its id is its 1-based place, as in the extension's lifted state). */
export function recordAction(log: ActionLog, action: Action, timestamp = Date.now()): void {
  if (log.entries.length >= ACTION_LOG_LIMIT) {
    log.truncated = true;
    return;
  }
  const clean = actionSanitizer(action as UnknownAction);
  // A plain copy: later changes to an action object (there should be none) cannot rewrite the log.
  log.entries.push({ action: JSON.parse(JSON.stringify(clean)) as UnknownAction, timestamp });
}

/** The file the Redux DevTools extension imports (and `npm run replay` reads). */
export function toDevToolsExport(log: ActionLog): string {
  const file: DevToolsExport = {
    payload: JSON.stringify(log.entries.map((e) => e.action)),
    preloadedState: JSON.stringify(log.preloadedState),
    timestamps: log.entries.map((e) => e.timestamp),
    recordedWith: RECORDED_WITH,
  };
  return JSON.stringify(file, null, '\t');
}

export class ActionLogFormatError extends Error {}

function isAction(value: unknown): value is UnknownAction {
  return Boolean(value) && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Reads an export: ours, the extension's (payload: the actions), or the extension's full lifted state (payload:
 * { actionsById: { id: { action, timestamp } }, stagedActionIds, committedState }).
 */
export function parseActionLog(text: string): ActionLog {
  let file: DevToolsExport;
  try {
    file = JSON.parse(text) as DevToolsExport;
  } catch {
    throw new ActionLogFormatError('Not JSON: an action log is the JSON file the developer panel exports');
  }
  if (!file || typeof file !== 'object' || typeof file.payload !== 'string') {
    throw new ActionLogFormatError('No "payload": an action log has the Redux DevTools export format');
  }
  const payload: unknown = JSON.parse(file.payload);
  let preloadedState: unknown = typeof file.preloadedState === 'string' ? JSON.parse(file.preloadedState) : undefined;
  let entries: ActionLogEntry[];
  if (Array.isArray(payload)) {
    const times = Array.isArray(file.timestamps) ? file.timestamps : [];
    entries = payload.map((action, i) => {
      if (!isAction(action)) throw new ActionLogFormatError(`Action ${i + 1} has no type`);
      return { action, timestamp: typeof times[i] === 'number' ? times[i] : 0 };
    });
  } else if (payload && typeof payload === 'object' && 'actionsById' in payload) {
    const lifted = payload as {
      actionsById: Record<string, { action: unknown; timestamp?: number }>;
      stagedActionIds: number[];
      committedState?: unknown;
    };
    // Id 0 is the store's own @@INIT.
    entries = lifted.stagedActionIds.slice(1).map((id) => {
      const lifted_ = lifted.actionsById[String(id)];
      if (!lifted_ || !isAction(lifted_.action)) throw new ActionLogFormatError(`Action ${id} has no type`);
      return { action: lifted_.action, timestamp: lifted_.timestamp ?? 0 };
    });
    preloadedState = preloadedState ?? lifted.committedState;
  } else {
    throw new ActionLogFormatError('The payload is neither a list of actions nor a DevTools lifted state');
  }
  if (!preloadedState || typeof preloadedState !== 'object') {
    throw new ActionLogFormatError('No "preloadedState": the log cannot be replayed without the state it starts from');
  }
  return { preloadedState, entries, truncated: false };
}
