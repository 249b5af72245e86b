// The pre-chat form (shared-surfaces section 5): name (required, at most 128 characters), email (valid, at most
// 128), what the borrower needs (held until an agent joins, or the chatbot's first question), and in
// development's stream mode the agent the chat goes to.
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from '../domain/chat';
import { prechatSchema, type PrechatValues } from '../domain/validation/chat';
import { chatPrechatSubmitted } from '../../store/chat';
import { useSubmit } from '../../store/hooks';
import { AppForm, TextAreaField, TextField } from '../ui';

export interface PreChatFormProps {
  chatbot: boolean;
  needsAgentId: boolean;
}

export function PreChatForm({ chatbot, needsAgentId }: PreChatFormProps) {
  const { pathname, search } = useLocation();
  const schema = useMemo(() => prechatSchema(needsAgentId), [needsAgentId]);
  const request = useCallback(
    (values: PrechatValues, requestId: string) =>
      chatPrechatSubmitted({ ...values, pageUrl: `${pathname}${search}` }, requestId),
    [pathname, search],
  );
  const submit = useSubmit(request);
  return (
    <AppForm<PrechatValues> schema={schema} onSubmit={submit} submitLabel={chatbot ? 'Ask' : 'Start chat'}>
      <TextField name="friendlyName" label="Name" autoComplete="name" maxLength={NAME_MAX} required />
      <TextField name="emailAddress" label="Email (optional)" type="email" autoComplete="email" maxLength={EMAIL_MAX} />
      <TextAreaField
        name="initialMessage"
        label={chatbot ? 'Your question (optional)' : 'How can we help? (optional)'}
        hint={chatbot ? undefined : 'We send this to the agent who joins you.'}
        maxLength={MESSAGE_MAX}
        rows={3}
      />
      {needsAgentId && (
        <TextField name="agentId" label="Agent id" hint="Development only: the agent's id or email." required />
      )}
    </AppForm>
  );
}
