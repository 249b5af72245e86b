// App-wide events that belong to no single slice. Named domain/eventName, past tense for facts.
import { createAction } from '@reduxjs/toolkit';

export const appBooted = createAction('app/booted');
