// The client flow state (spec core-journey section 4) and the last transitions, so DevTools shows the path taken.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_FLOW_STATE } from '../src/domain/flow/initial';
import type { FlowEvent, FlowState } from '../src/domain/flow/machine';
import { sessionCleared } from './session';

/** How many transitions the store keeps: enough to read a journey, bounded so the state stays small. */
export const FLOW_HISTORY_LIMIT = 25;

export interface FlowTransitionRecord {
  event: FlowEvent;
  from: FlowState;
  to: FlowState;
}

export interface FlowSliceState {
  /** The application the flow state belongs to; another application starts over at the initial state. */
  applicationUuid: string | null;
  current: FlowState;
  transitions: FlowTransitionRecord[];
}

export const initialFlowState: FlowSliceState = {
  applicationUuid: null,
  current: INITIAL_FLOW_STATE,
  transitions: [],
};

const slice = createSlice({
  name: 'flow',
  initialState: initialFlowState,
  reducers: {
    started: (_state, action: PayloadAction<{ applicationUuid: string }>) => ({
      ...initialFlowState,
      applicationUuid: action.payload.applicationUuid,
    }),
    transitioned: (state, action: PayloadAction<FlowTransitionRecord & { applicationUuid: string }>) => {
      const { event, from, to, applicationUuid } = action.payload;
      state.applicationUuid = applicationUuid;
      state.current = to;
      state.transitions.push({ event, from, to });
      if (state.transitions.length > FLOW_HISTORY_LIMIT) {
        state.transitions.splice(0, state.transitions.length - FLOW_HISTORY_LIMIT);
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialFlowState);
  },
});

export const { started: flowStarted, transitioned: flowTransitioned } = slice.actions;
export const flowReducer = slice.reducer;

type WithFlow = { flow: FlowSliceState };
export const selectFlow = (state: WithFlow) => state.flow;
export const selectFlowState = (state: WithFlow) => state.flow.current;
export const selectFlowTransitions = (state: WithFlow) => state.flow.transitions;
