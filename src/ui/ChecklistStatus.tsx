// A checklist item's state in an icon and words, never in colour or weight alone: done (a check) or still needed
// (a dashed circle). The words are the caller's ("Received: declarations.pdf", "Still needed").
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon, PendingIcon } from './icons';

const Line = styled.p<{ $done: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;

  > svg {
    flex: none;
    color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.warning)};
  }
`;

export interface ChecklistStatusProps extends HTMLAttributes<HTMLParagraphElement> {
  done: boolean;
  children: ReactNode;
}

export function ChecklistStatus({ done, children, ...rest }: ChecklistStatusProps) {
  return (
    <Line $done={done} data-checklist-status={done ? 'done' : 'needed'} {...rest}>
      {done ? <CheckIcon size={20} /> : <PendingIcon size={20} />}
      <span>{children}</span>
    </Line>
  );
}
