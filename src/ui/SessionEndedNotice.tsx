// On a sign-in page: why a person whose session ended is there (sagas/sessionExpiry.ts), in a status region.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SESSION_ENDED_MESSAGES, type SessionEndReason } from '../domain/sessionExpiry';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBg};
`;

/** The text goes into the region after the first render: a live region that appears with its text is not read out. */
export function SessionEndedNotice({ reason }: { reason: SessionEndReason }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => setText(SESSION_ENDED_MESSAGES[reason]), [reason]);
  return (
    <div role="status" data-testid="session-ended">
      {text && <Notice>{text}</Notice>}
    </div>
  );
}
