// The equal-housing mark per organisation and the national credit union logo, as inline SVG with a text alternative.
import type { FooterConfig } from '../../domain/org';

const LABELS: Record<FooterConfig['footerImage'], string> = {
  EHL: 'Equal Housing Lender',
  EOL: 'Equal Housing Opportunity',
  OTHER: 'Equal Opportunity Lender',
};

export function equalHousingLabel(kind: FooterConfig['footerImage']): string {
  return LABELS[kind] ?? LABELS.OTHER;
}

export function EqualHousingImage({ kind }: { kind: FooterConfig['footerImage'] }) {
  const label = equalHousingLabel(kind);
  return (
    <svg role="img" aria-label={label} data-footer-image={kind} width="48" height="48" viewBox="0 0 48 48">
      <path d="M24 4 3 20h6v22h30V20h6z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      {kind === 'OTHER' ? (
        <circle cx="24" cy="29" r="7" fill="none" stroke="currentColor" strokeWidth="3" />
      ) : (
        <>
          <rect x="15" y="24" width="18" height="3.5" fill="currentColor" />
          <rect x="15" y="31" width="18" height="3.5" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

export function NcuaLogo() {
  return (
    <svg role="img" aria-label="Federally insured by NCUA" data-ncua-logo width="96" height="40" viewBox="0 0 96 40">
      <rect x="1" y="1" width="94" height="38" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="48" y="26" textAnchor="middle" fontSize="18" fontWeight="700" fill="currentColor">
        NCUA
      </text>
    </svg>
  );
}
