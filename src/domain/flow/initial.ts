// Where a new application's client flow starts: on its own, so that the store's flow slice (in every entry) does not
// bring the machine's transition table with it (that comes with the journey feature).
// It names no type of the machine's (that would tie the two together); the flow slice's state, typed FlowState,
// is what checks that it is one of the states.
export const INITIAL_FLOW_STATE = 'profile';
