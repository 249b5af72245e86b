// insurance/requirements: what the borrower's policies must show before the line can fund — a lender's insurance
// checklist (named insured, property address, the lender as mortgagee and loss payee, enough dwelling coverage,
// a policy in force at funding), flood insurance where the property is in a special flood hazard area, and the
// way back to the uploads.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { InsuranceRequirementsAnswer } from '../../api/closing';
import type { CompanyInfo } from '../../domain/org';
import { formatAddress, formatCurrency } from '../../domain/format';
import type { Application } from '../../domain/types';
import { Alert, Button, Card, PageHeading, Spinner, Stack } from '../../ui';
import type { ResourceState } from '../../../store/journey';
import { INSURANCE_LABELS } from './insuranceTypes';

export const INSURANCE_REQUIREMENTS_TITLE = 'What your insurance must show';

/** The most the National Flood Insurance Program insures a one-to-four family home's building for. */
export const NFIP_BUILDING_MAX = 250_000;
/** The largest deductible a lender usually accepts, as a share of the dwelling coverage. */
export const MAX_DEDUCTIBLE_PERCENT = 5;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Checklist = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Term = styled.strong`
  display: block;
`;

const Clause = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
`;

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <li>
      <Term>{term}</Term>
      {children}
    </li>
  );
}

export interface InsuranceRequirementsScreenProps {
  application: Application | null;
  company: Pick<CompanyInfo, 'companyName' | 'companyAddress'>;
  requirements: ResourceState<InsuranceRequirementsAnswer>;
  uploadHref: string;
  onReload: () => void;
}

function mortgageeClause(company: InsuranceRequirementsScreenProps['company'], loanNumber: string | null) {
  return [
    `${company.companyName}, its successors and/or assigns (ISAOA/ATIMA)`,
    company.companyAddress,
    loanNumber ? `Loan number ${loanNumber}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

export function InsuranceRequirementsScreen({
  application,
  company,
  requirements,
  uploadHref,
  onReload,
}: InsuranceRequirementsScreenProps) {
  const address = application?.property ? formatAddress(application.property).join(', ') : null;
  const line = application && application.amount > 0 ? formatCurrency(application.amount) : null;
  const clause = mortgageeClause(company, application?.loanNumber ?? null);
  const { data, status, error } = requirements;
  const floodRequired = data?.required.includes('FLOOD_INSURANCE') ?? false;

  const shared = (
    <>
      <Item term="The property">
        The insured address is your home{address ? `: ${address}` : ''}, exactly as on your application.
      </Item>
      <Item term="Named insured">You, and anyone else on the title, as the insured.</Item>
      <Item term="Mortgagee and loss payee">
        Our name as mortgagee and loss payee, after any lender whose loan is ahead of ours, worded:
        <Clause>{clause}</Clause>
      </Item>
      <Item term="Policy dates">
        In force on the day your line funds and for at least 12 months after, with the premium paid (or paid through
        your first mortgage’s escrow). A policy that renews soon needs its renewal declarations page too.
      </Item>
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeading subtitle="Your home secures your line of credit, so we need proof it is insured. Your insurer or agent can check your policy against this list and add us to it.">
        {INSURANCE_REQUIREMENTS_TITLE}
      </PageHeading>

      <Card aria-labelledby="requirements-hazard">
        <SectionHeading id="requirements-hazard">{INSURANCE_LABELS.HAZARD_INSURANCE}: required</SectionHeading>
        <Checklist>
          {shared}
          <Item term="Dwelling coverage">
            At least the amount of your line{line ? ` (${line})` : ''} plus any loans ahead of it, or the home’s full
            replacement cost, whichever is less. Cover for fire, wind and hail must be included.
          </Item>
          <Item term="Deductible">No more than {MAX_DEDUCTIBLE_PERCENT}% of the dwelling coverage.</Item>
        </Checklist>
      </Card>

      {data ? (
        floodRequired ? (
          <Card aria-labelledby="requirements-flood">
            <SectionHeading id="requirements-flood">{INSURANCE_LABELS.FLOOD_INSURANCE}: required</SectionHeading>
            <p>
              Our flood certificate shows your home is in a special flood hazard area, so federal law requires flood
              insurance for as long as the line is open. A policy from the National Flood Insurance Program or a private
              insurer will do.
            </p>
            <Checklist>
              {shared}
              <Item term="Building coverage">
                At least the amount of your line{line ? ` (${line})` : ''} plus any loans ahead of it, the home’s
                replacement cost, or {formatCurrency(NFIP_BUILDING_MAX)} (the most the National Flood Insurance Program
                insures), whichever is least.
              </Item>
            </Checklist>
          </Card>
        ) : (
          <Card aria-labelledby="requirements-flood">
            <SectionHeading id="requirements-flood">{INSURANCE_LABELS.FLOOD_INSURANCE}: not required</SectionHeading>
            <p>
              Our flood certificate shows your home is outside a special flood hazard area, so we do not require flood
              insurance. You may still choose to buy it.
            </p>
          </Card>
        )
      ) : status === 'failed' ? (
        <Alert variant="error" title="We could not check whether flood insurance is required">
          <p>{error?.message}</p>
          <Button variant="secondary" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Checking whether flood insurance is required" />
      )}

      <p>
        <BackLink to={uploadHref}>Back to upload your declarations pages</BackLink>
      </p>
    </Stack>
  );
}
