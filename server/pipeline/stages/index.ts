// Every stage's handler, gathered from one module per part of the pipeline.
import type { StageHandlers } from '../types';
import { CLOSING_HANDLERS } from './closing';
import { PREQUAL_HANDLERS } from './prequal';
import { TEXAS_HANDLERS } from './texas';

export const STAGE_HANDLERS: StageHandlers = {
  ...PREQUAL_HANDLERS,
  ...CLOSING_HANDLERS,
  ...TEXAS_HANDLERS,
};
