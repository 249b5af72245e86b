// Every stage's handler, gathered from one module per part of the pipeline.
import type { StageHandlers } from '../types';

export const STAGE_HANDLERS: StageHandlers = {};
