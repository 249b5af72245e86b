// Notifications per account: three each until View All, unread dot and Read/Unread marker, time ago.
import { useState } from 'react';
import styled from 'styled-components';
import { shortenAddress } from '../../domain/format';
import type { AccountListItem, NotificationStatus, WalletNotification } from '../../api/wallet';
import { VisuallyHidden } from '../../ui';
import { timeAgo } from './timeAgo';

export const COLLAPSED_COUNT = 3;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 0.75rem 1fr;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary[50] : 'transparent')};

  p {
    margin: 0;
  }
`;

const Dot = styled.span`
  width: 0.5rem;
  height: 0.5rem;
  margin-top: 0.4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary[600]};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LinkButton = styled.button`
  background: none;
  border: none;
  padding: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  min-height: 24px;
`;

/** A notification's call to action: a touch target at least 24 px tall (WCAG 2.5.8), as the button beside it. */
const CtaLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space.xxs};
`;

export interface NotificationsPanelProps {
  accounts: AccountListItem[];
  now: number;
  onToggle: (uuid: string, status: NotificationStatus) => void;
  /** The panel's own heading; omitted in the drawer, whose title already says 'Notifications'. */
  headingId?: string;
}

function NotificationItem({
  notification,
  now,
  onToggle,
}: {
  notification: WalletNotification;
  now: number;
  onToggle: NotificationsPanelProps['onToggle'];
}) {
  const unread = notification.status === 'UNREAD';
  return (
    <Item $unread={unread} data-testid="notification" data-status={notification.status}>
      {unread ? <Dot aria-hidden="true" data-testid="unread-dot" /> : <span />}
      <div>
        <p>
          <strong>{notification.title}</strong>
          <VisuallyHidden>{unread ? ' (unread)' : ' (read)'}</VisuallyHidden>
        </p>
        <p>{notification.description}</p>
        <Meta>
          <time dateTime={notification.created}>{timeAgo(notification.created, now)}</time>
          <LinkButton type="button" onClick={() => onToggle(notification.uuid, unread ? 'READ' : 'UNREAD')}>
            {unread ? 'Mark as read' : 'Mark as unread'}
            <VisuallyHidden>: {notification.title}</VisuallyHidden>
          </LinkButton>
          {notification.ctas.map((cta) => (
            <CtaLink key={cta.redirectPath + cta.title} href={cta.redirectPath}>
              {cta.title}
            </CtaLink>
          ))}
        </Meta>
      </div>
    </Item>
  );
}

export function NotificationsPanel({ accounts, now, onToggle, headingId }: NotificationsPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const total = accounts.reduce((n, a) => n + a.notifications.length, 0);
  const canExpand = accounts.some((a) => a.notifications.length > COLLAPSED_COUNT);
  return (
    <Panel>
      {headingId && <h2 id={headingId}>Notifications</h2>}
      {total === 0 ? (
        <p>No Notifications</p>
      ) : (
        accounts
          .filter((a) => a.notifications.length > 0)
          .map((item) => {
            const sorted = [...item.notifications].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
            const shown = expanded ? sorted : sorted.slice(0, COLLAPSED_COUNT);
            return (
              <section key={item.account.address} aria-label={`${item.account.name} notifications`}>
                <h3>
                  {item.account.name} <small>{shortenAddress(item.account.address)}</small>
                </h3>
                <Items>
                  {shown.map((n) => (
                    <NotificationItem key={n.uuid} notification={n} now={now} onToggle={onToggle} />
                  ))}
                </Items>
              </section>
            );
          })
      )}
      {canExpand && (
        <LinkButton type="button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'View Less' : 'View All'}
        </LinkButton>
      )}
    </Panel>
  );
}
