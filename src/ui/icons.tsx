// Inline icons; decorative (aria-hidden), the meaning is always also given in text.

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
