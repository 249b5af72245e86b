// The agents' chat console entry (served at /agent-console): the organisation's data from the page, an API
// client that keeps the agent's token in this tab's session storage (apart from any borrower sign-in), and
// the console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureApi } from '../api/client';
import { agentConsoleSaga } from '../../sagas/agentConsole';
import { makeAgentStore } from '../../store/agentStore';
import { agentSignedOut } from '../../store/agentConsole';
import { applyCspNonce, readPrivateLabel, renderBootFailure } from '../app/boot';
import { ThemeRoot } from '../theme';
import { AgentConsole } from './AgentConsole';

applyCspNonce();
const container = document.getElementById('root') as HTMLElement;
const org = readPrivateLabel();
if (!org) renderBootFailure(container);
else {
  const store = makeAgentStore(org, false);
  configureApi({
    orgCode: org.organizationCode,
    storage: window.sessionStorage,
    onAuthFailure: () => store.dispatch(agentSignedOut()),
  });
  // The saga's first call needs the API client: it starts once the client is configured.
  store.runSaga(agentConsoleSaga);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeRoot org={org}>
          <AgentConsole />
        </ThemeRoot>
      </Provider>
    </StrictMode>,
  );
}
