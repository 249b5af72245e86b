// Emails of people other than the caller are shown masked, enough to recognise, not enough to harvest.

/** 'jane.doe@example.com' → 'j***@example.com'; anything without an @ is masked whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
