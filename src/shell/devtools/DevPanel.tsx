// The developer panel, outside production only: Shift+Alt+X toggles it. Sign in by email and password or by
// token; while it is open, keys 0, 1, 2 raise the chat's alerts and Backspace ends the chat.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { loginSchema, type LoginInput } from '../../domain/validation/register';
import { tokenLoginSchema, type TokenLoginInput } from '../../domain/validation/devLogin';
import { useAppDispatch, useAppSelector, useSubmit } from '../../../store/hooks';
import { DEV_ALERT_KEYS, devChatAlertRequested, devChatEndRequested, devLoginSubmitted } from '../../../store/devPanel';
import { selectOrg } from '../../../store/org';
import { selectIdentity } from '../../../store/session';
import { actionLogFileName, sessionActionLog, toDevToolsExport } from '../../../store/actionLog';
import { AppForm, Button, TextField } from '../../ui';

const Panel = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 1200;
  width: min(24rem, calc(100vw - 2rem));
  max-height: 80vh;
  overflow: auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.neutral[800]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

/** Shift+Alt+X; `code` because Alt changes the produced character on some layouts (macOS: '˛'). */
const PASSWORD_SECRET = { secretFields: ['password'] } as const;
const TOKEN_SECRET = { secretFields: ['token'] } as const;

export function isToggleShortcut(event: KeyboardEvent): boolean {
  return event.shiftKey && event.altKey && (event.code === 'KeyX' || event.key.toLowerCase() === 'x');
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

export default function DevPanel() {
  const org = useAppSelector(selectOrg);
  const identity = useAppSelector(selectIdentity);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const production = org.environment === 'production';

  useEffect(() => {
    if (production) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (isToggleShortcut(event)) {
        event.preventDefault();
        setOpen((o) => !o);
        return;
      }
      if (!open || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const alert = DEV_ALERT_KEYS[event.key];
      if (alert) dispatch(devChatAlertRequested({ alert }));
      else if (event.key === 'Backspace') dispatch(devChatEndRequested());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, open, production]);

  const passwordRequest = useCallback(
    (values: LoginInput, requestId: string) => devLoginSubmitted({ kind: 'password', ...values }, requestId),
    [],
  );
  const tokenRequest = useCallback(
    (values: TokenLoginInput, requestId: string) =>
      devLoginSubmitted({ kind: 'token', token: values.token }, requestId),
    [],
  );
  // Passwords and tokens go to the saga beside the action, never in it (store/form.ts holdSecrets).
  const submitPassword = useSubmit(passwordRequest, PASSWORD_SECRET);
  const submitToken = useSubmit(tokenRequest, TOKEN_SECRET);

  if (production || !open) return null;
  // A download of the log (Redux DevTools export format): see store/actionLog.ts.
  const exportActionLog = () => {
    const log = sessionActionLog();
    if (!log) return;
    const href = URL.createObjectURL(new Blob([toDevToolsExport(log)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = actionLogFileName();
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 0);
  };
  return (
    <Panel aria-labelledby="dev-panel-heading" data-testid="dev-panel">
      <h2 id="dev-panel-heading">Developer panel</h2>
      <p>{identity ? `Signed in as ${identity.email}` : 'Not signed in'}</p>
      <p>Keys: 0, 1, 2 show chat alerts; Backspace ends the chat; Shift+Alt+X closes.</p>
      <section aria-labelledby="dev-action-log">
        <h3 id="dev-action-log">Session action log</h3>
        <p>
          Every action of this page session, sanitised as Redux DevTools sees it. Import the file in the Redux DevTools
          extension, or replay it with <code>npm run replay FILE</code>.
        </p>
        <Button variant="secondary" onClick={exportActionLog}>
          Export action log
        </Button>
      </section>
      <section aria-labelledby="dev-login-password">
        <h3 id="dev-login-password">Sign in with email</h3>
        <AppForm<LoginInput> schema={loginSchema} onSubmit={submitPassword} submitLabel="Sign in" formId="dev-login">
          <TextField name="email" label="Email" type="email" autoComplete="off" />
          <TextField name="password" label="Password" type="password" autoComplete="off" />
        </AppForm>
      </section>
      <section aria-labelledby="dev-login-token">
        <h3 id="dev-login-token">Sign in with a token</h3>
        <AppForm<TokenLoginInput>
          schema={tokenLoginSchema}
          onSubmit={submitToken}
          submitLabel="Use token"
          formId="dev-token"
        >
          <TextField name="token" label="Token" autoComplete="off" />
        </AppForm>
      </section>
    </Panel>
  );
}
