// The chat feature, in the chunk of the chat widget (src/shell/lazy.tsx asks for it when the launcher is clicked or
// a stored chat must resume): the chat slice and the chat sessions' sagas.
import type { FeatureModule } from '../../store/features';
import { chatSliceReducer } from '../../store/chat';
import { chatSessionSaga } from '../chat/session';

export const feature: FeatureModule = {
  slices: [{ reducerPath: 'chat', reducer: chatSliceReducer }],
  sagas: {
    chat: (request) => chatSessionSaga({ openAtStart: Boolean(request.open) }),
  },
};
