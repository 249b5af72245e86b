// The property the application is for.
import { formatAddress, formatCurrency } from '../domain/format';
import type { Application } from '../domain/types';

export function PropertyCard({ application }: { application: Application | null }) {
  if (!application?.property) return null;
  const lines = formatAddress(application.property);
  return (
    <section aria-labelledby="shell-property-heading" data-testid="property-card">
      <h2 id="shell-property-heading">Property details</h2>
      <address style={{ fontStyle: 'normal' }}>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
      {application.adjustedHomeAmount ? <p>Estimated value {formatCurrency(application.adjustedHomeAmount)}</p> : null}
      {application.loanNumber && <p>Loan number {application.loanNumber}</p>}
    </section>
  );
}
