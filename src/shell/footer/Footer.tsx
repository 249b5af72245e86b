// The footer on every page: legal links, company and NMLS, equal-housing mark, numbered disclosures,
// licensed states, the New York rule, the credit union logo and the support line's hours.
import { useEffect } from 'react';
import styled from 'styled-components';
import { formatPhone } from '../../domain/format';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { footerMounted, selectLicensedStatesLoaded } from '../../../store/footer';
import { selectPhoneHours, selectPhoneHoursStatus } from '../../../store/hours';
import { selectOrg } from '../../../store/org';
import { telHref, VisuallyHidden } from '../../ui';
import { EqualHousingImage, NcuaLogo } from './badges';
import { newYorkNotice, phoneHoursLines, privacyHref, showMoreStatesToCome } from './rules';

const Wrap = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.neutral[50]};
  border-top: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl}`};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }

  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
`;

const Disclosures = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Plain = styled.p`
  margin: 0;
`;

// The days' column is as wide as its longest line only while that leaves the hours half the row (200% text).
const HoursList = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

function PhoneHours() {
  const hours = useAppSelector(selectPhoneHours);
  const status = useAppSelector(selectPhoneHoursStatus);
  if (status === 'failed') return <Plain>Call us for our current hours.</Plain>;
  if (!hours) return <Plain aria-busy="true">Loading hours…</Plain>;
  const lines = phoneHoursLines(hours.weekdays);
  return (
    <HoursList aria-label="Phone hours (Pacific time)" data-testid="phone-hours">
      {lines.map((line) => (
        <div key={line.days} style={{ display: 'contents' }}>
          <dt>{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </HoursList>
  );
}

export default function Footer() {
  const dispatch = useAppDispatch();
  const org = useAppSelector(selectOrg);
  const fetchedStates = useAppSelector(selectLicensedStatesLoaded);
  useEffect(() => {
    dispatch(footerMounted());
  }, [dispatch]);
  const { footer } = org;
  const info = org.metadata.companyInfo;
  // Until the state-licenses call answers, the page's own copy of the list stands in.
  const states = fetchedStates ?? org.licensedStates;
  const privacy = privacyHref(footer);
  const ny = newYorkNotice(states, info.allowRegulatorReview);
  const disclosures = footer.disclosureCopy;
  return (
    <Wrap data-testid="site-footer">
      <Inner>
        <nav aria-label="Legal">
          <Links>
            <li>
              <a href={footer.termsOfUseUrl}>Terms of Use</a>
            </li>
            <li>
              {privacy.external ? (
                <a href={privacy.href} target="_blank" rel="noopener noreferrer">
                  Privacy Policy<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              ) : (
                <a href={privacy.href}>Privacy Policy</a>
              )}
            </li>
            <li>
              <a href={footer.licensesUrl}>Licenses</a>
            </li>
            <li>
              <a href={footer.companyLegalUrl}>Legal</a>
            </li>
          </Links>
        </nav>
        <Row>
          <EqualHousingImage kind={footer.footerImage} />
          {org.publicToggles.showNcuaLogo && <NcuaLogo />}
          <Plain>
            © {footer.companyName}.{' '}
            <a href={footer.companyNmlsURL} target="_blank" rel="noopener noreferrer">
              NMLS #{footer.companyNMLS}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
            . {info.companyAddress}
          </Plain>
        </Row>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <Plain>
            Call <a href={telHref(info.phoneFormatted)}>{formatPhone(info.phoneFormatted)}</a> or email{' '}
            <a href={`mailto:${info.email}`}>{info.email}</a>.
          </Plain>
          <PhoneHours />
        </section>
        {disclosures.length > 0 && (
          <section aria-labelledby="footer-disclosures">
            <h2 id="footer-disclosures">Disclosures</h2>
            <Disclosures>
              {disclosures.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Disclosures>
          </section>
        )}
        <section aria-labelledby="footer-states">
          <h2 id="footer-states">Licensed states</h2>
          <Plain data-testid="licensed-states">
            {states.length > 0 ? states.join(', ') : 'None'}
            {showMoreStatesToCome(org, states) && <>, and more states to come</>}
          </Plain>
          <Plain data-testid="new-york-notice">
            {ny === 'licence'
              ? `${footer.companyName} is licensed as a mortgage banker by the New York State Department of Financial Services (NMLS #${footer.companyNMLS}).`
              : 'We are not accepting applications for properties in New York at this time.'}
          </Plain>
        </section>
      </Inner>
    </Wrap>
  );
}
