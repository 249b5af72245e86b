// Where a new application's client flow starts: on its own, so that the store's flow slice (in every entry) does not
// bring the machine's transition table with it (that comes with the journey feature).
import type { FlowState } from './machine';

export const INITIAL_FLOW_STATE: FlowState = 'profile';
