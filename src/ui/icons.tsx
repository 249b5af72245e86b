// Inline icons. Decorative by default (aria-hidden): the meaning is also given in text, e.g. an IconButton's
// label. Pass `title` only where the icon alone carries meaning; it then becomes an image with that name.
import { useId, type ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px (default 20). */
  size?: number;
  /** An accessible name, for an icon that stands alone; omit for decorative icons. */
  title?: string;
  className?: string;
}

function Svg({ size = 20, title, className, children, name }: IconProps & { children: ReactNode; name: string }) {
  const titleId = `icon-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const a11y = title
    ? { role: 'img' as const, 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
      {...a11y}
    >
      {title && <title id={titleId}>{title}</title>}
      {children}
    </svg>
  );
}

export function ErrorIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-icon="error">
      <circle cx="8" cy="8" r="7.25" fill="currentColor" />
      <rect x="7.1" y="3.5" width="1.8" height="5.6" rx="0.9" fill="#ffffff" />
      <circle cx="8" cy="11.6" r="1.05" fill="#ffffff" />
    </svg>
  );
}

export function InfoIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="7.25" y="6.8" width="1.5" height="5" rx="0.75" fill="currentColor" />
      <circle cx="8" cy="4.6" r="0.95" fill="currentColor" />
    </svg>
  );
}

export function SuccessIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M4.8 8.3l2.1 2.1 4.3-4.6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function WarningIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1.5l6.8 12.2H1.2z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <rect x="7.25" y="5.6" width="1.5" height="4.4" rx="0.75" fill="currentColor" />
      <circle cx="8" cy="11.7" r="0.9" fill="currentColor" />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props} name="menu">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props} name="close">
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <Svg {...props} name="bell">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props} name="user">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export type ChevronDirection = 'down' | 'up' | 'left' | 'right';
const CHEVRON_ROTATION: Record<ChevronDirection, number> = { down: 0, left: 90, up: 180, right: 270 };

export function ChevronIcon({ direction = 'down', ...props }: IconProps & { direction?: ChevronDirection }) {
  return (
    <Svg {...props} name={`chevron-${direction}`}>
      <path d="M6 9l6 6 6-6" transform={`rotate(${CHEVRON_ROTATION[direction]} 12 12)`} />
    </Svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <Svg {...props} name="lock">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props} name="phone">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props} name="mail">
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="M22 6l-10 7L2 6" />
    </Svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Svg {...props} name="copy">
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props} name="check">
      <path d="M20 6L9 17l-5-5" />
    </Svg>
  );
}

export function AppsIcon(props: IconProps) {
  return (
    <Svg {...props} name="apps">
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </Svg>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <Svg {...props} name="external-link">
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
      <path d="M15 3h6v6M10 14L21 3" />
    </Svg>
  );
}

export function ChatBubbleIcon(props: IconProps) {
  return (
    <Svg {...props} name="chat">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12z" />
    </Svg>
  );
}

export function PaperclipIcon(props: IconProps) {
  return (
    <Svg {...props} name="paperclip">
      <path d="M21 11.5l-8.5 8.5a5.5 5.5 0 0 1-7.8-7.8l9-9a3.7 3.7 0 0 1 5.2 5.2l-9 9a1.8 1.8 0 0 1-2.6-2.6L15.5 7" />
    </Svg>
  );
}

export function MinimiseIcon(props: IconProps) {
  return (
    <Svg {...props} name="minimise">
      <path d="M5 12h14" />
    </Svg>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Svg {...props} name="upload">
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="M17 8l-5-5-5 5M12 3v12" />
    </Svg>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <Svg {...props} name="file">
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6M8 13h8M8 17h5" />
    </Svg>
  );
}

/** An empty circle: a checklist item still to do (beside CheckIcon for one done). */
export function PendingIcon(props: IconProps) {
  return (
    <Svg {...props} name="pending">
      <circle cx="12" cy="12" r="9" strokeDasharray="3 3" />
    </Svg>
  );
}
