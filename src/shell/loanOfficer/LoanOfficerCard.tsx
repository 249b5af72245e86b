// The referring loan officer or broker: a side card on extra-wide screens; a top bar opening a drawer below that.
import { useState } from 'react';
import styled from 'styled-components';
import type { OriginatorDisplayInfo } from '../../api/leadPortal';
import { formatPhone } from '../../domain/format';
import { Drawer, telHref, VisuallyHidden } from '../../ui';
import { useMinWidth } from '../useMediaQuery';
import { useLoanOfficer } from './useLoanOfficer';

const Side = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary[50]};

  p {
    margin: 0;
  }
`;

const OpenButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  cursor: pointer;
`;

// Stacked: the side card is only 15rem wide, and long email addresses must wrap rather than overflow.
const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  overflow-wrap: anywhere;

  img {
    width: 4rem;
    height: 4rem;
    border-radius: 50%;
    object-fit: cover;
  }
  p {
    margin: 0;
  }
`;

function OfficerDetails({ info, headingLevel }: { info: OriginatorDisplayInfo; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <Details data-testid="loan-officer-details">
      {info.avatarUri && <img src={info.avatarUri} alt="" />}
      <div>
        <Heading style={{ margin: 0, fontSize: '1rem' }}>{info.originatorName}</Heading>
        {info.brokerName && <p>{info.brokerName}</p>}
        {info.nmls && <p>NMLS #{info.nmls}</p>}
        {info.phoneNumber && (
          <p>
            <a href={telHref(info.phoneNumber)}>{formatPhone(info.phoneNumber)}</a>
          </p>
        )}
        {info.email && (
          <p>
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </p>
        )}
      </div>
    </Details>
  );
}

/** Side card on extra-wide screens (the caller decides where it goes). */
export function LoanOfficerSideCard({ uuid }: { uuid?: string | null }) {
  const { info } = useLoanOfficer(uuid);
  if (!info) return null;
  return (
    <Side aria-label="Your loan officer" data-testid="loan-officer-card">
      <OfficerDetails info={info} headingLevel="h2" />
    </Side>
  );
}

/** Below extra-wide: a bar above the screen that opens the details in a drawer. */
export function LoanOfficerTopBar({ uuid }: { uuid?: string | null }) {
  const { info } = useLoanOfficer(uuid);
  const [open, setOpen] = useState(false);
  if (!info) return null;
  return (
    <>
      <TopBar data-testid="loan-officer-bar">
        <p>
          Your loan officer: <strong>{info.originatorName}</strong>
        </p>
        <OpenButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Contact<VisuallyHidden> {info.originatorName}</VisuallyHidden>
        </OpenButton>
      </TopBar>
      <Drawer open={open} onClose={() => setOpen(false)} title="Your loan officer">
        <OfficerDetails info={info} headingLevel="h3" />
      </Drawer>
    </>
  );
}

/** The card or the bar, by screen width (extra wide: 1440 px). */
export function LoanOfficer({ uuid, placement }: { uuid?: string | null; placement: 'side' | 'top' }) {
  const extraWide = useMinWidth('xl');
  if (placement === 'side') return extraWide ? <LoanOfficerSideCard uuid={uuid} /> : null;
  return extraWide ? null : <LoanOfficerTopBar uuid={uuid} />;
}
