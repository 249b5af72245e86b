// The co-owner's pages: the screen, and beside it the co-borrower progress (Identity verification, then Talk to
// eNotary) and how to reach support. No offer, property or loan officer: those are the borrower's.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { signerScreenProgress } from '../../domain/screenProgress';
import { ProgressSidebar } from '../../shell/ProgressSidebar';
import { SupportContact } from '../../ui';
import { useAppSelector } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';

const SIDEBAR_WIDTH = '15rem';
const MAIN_MAX_WIDTH = '44.75rem';

// The screen comes first in the document; the grid puts the sidebar on the left on wide screens.
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-areas: 'main' 'sidebar';

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${SIDEBAR_WIDTH} minmax(0, ${MAIN_MAX_WIDTH});
    grid-template-areas: 'sidebar main';
    justify-content: center;
    margin-inline: calc((100% - (${SIDEBAR_WIDTH} + ${MAIN_MAX_WIDTH} + 1.5rem)) / 2);
  }
`;

const Column = styled.div`
  grid-area: main;
  min-width: 0;
`;

const Sidebar = styled.aside`
  grid-area: sidebar;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function SignerLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const info = useAppSelector(selectCompanyInfo);
  const progress = signerScreenProgress(pathname);
  return (
    <Grid data-testid="signer-layout">
      <Column>{children}</Column>
      <Sidebar aria-label="Your part">
        {progress.kind === 'step' && <ProgressSidebar current={progress.step} manualNotary={false} additionalSigner />}
        <SupportContact
          companyName={info.companyName}
          phone={info.phoneFormatted}
          email={info.email}
          intro={`Questions about signing? Our ${info.companyName} team can help.`}
        />
      </Sidebar>
    </Grid>
  );
}
