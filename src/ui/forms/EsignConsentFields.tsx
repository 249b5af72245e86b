// E-SIGN §101(c) consent, the same for the borrower (start/profile), a co-owner (their invitation) and anyone asked
// again after the requirements changed: the disclosures (scope, paper copies and their fee, withdrawal, contact
// updates, hardware and software with the requirements' version), the test document to open in the browser's
// own PDF reader (that is how later records arrive), the confirmation that it opened, then the consent, which
// stays disabled until the test document was opened or its opening confirmed. Its HTML version (the same text) is
// offered too, for a reader the PDF fails; opening that is not the test, so it enables nothing.
import { useState } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import {
  esignDisclosure,
  ESIGN_REQUIREMENTS,
  ESIGN_TEST_DOCUMENT_HTML_PATH,
  ESIGN_TEST_DOCUMENT_PATH,
  type EsignContact,
} from '../../domain/esign';
import { CheckboxField } from './CheckboxField';
import { GroupFieldset, GroupLegend } from './FieldParts';

export const ESIGN_ACCESS_LABEL = 'I opened the test document and could read it';
export const ESIGN_TEST_LINK_TEXT = 'Open the test document (PDF, opens in a new tab)';
export const ESIGN_TEST_TEXT_LINK_TEXT = 'Read the test document as text (opens in a new tab)';

const Disclosure = styled.div`
  max-height: 18rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

export interface EsignConsentFieldsProps {
  contact: EsignContact;
  /** The consent's label (the borrower's wording names the company). */
  consentLabel: string;
  legend?: string;
}

export function EsignConsentFields({
  contact,
  consentLabel,
  legend = 'Electronic records (E-SIGN)',
}: EsignConsentFieldsProps) {
  const [opened, setOpened] = useState(false);
  const { input: access } = useField<boolean>('esignAccessConfirmed', {
    type: 'checkbox',
    subscription: { value: true },
  });
  const sections = esignDisclosure(contact);
  return (
    <GroupFieldset $gap="sm">
      <GroupLegend>{legend}</GroupLegend>
      {/* A scrolling region is focusable so keyboard users can scroll it. */}
      <Disclosure tabIndex={0} role="region" aria-label="Consent to electronic records: disclosures">
        {sections.map((section) => (
          <div key={section.heading}>
            <p>
              <strong>{section.heading}</strong>
            </p>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        ))}
      </Disclosure>
      <p>
        To show that you can open the records we send, open our test document (version {ESIGN_REQUIREMENTS.version} of
        our requirements):{' '}
        <a href={ESIGN_TEST_DOCUMENT_PATH} target="_blank" rel="noreferrer" onClick={() => setOpened(true)}>
          {ESIGN_TEST_LINK_TEXT}
        </a>
      </p>
      <p>
        The same text without a PDF reader:{' '}
        <a href={ESIGN_TEST_DOCUMENT_HTML_PATH} target="_blank" rel="noreferrer">
          {ESIGN_TEST_TEXT_LINK_TEXT}
        </a>
      </p>
      <p role="status">{opened ? 'Test document opened in a new tab.' : ''}</p>
      <CheckboxField name="esignAccessConfirmed" required label={ESIGN_ACCESS_LABEL} />
      <CheckboxField
        name="esignConsent"
        required
        disabled={!opened && !access.checked}
        hint={!opened && !access.checked ? 'Open the test document first.' : undefined}
        label={consentLabel}
      />
    </GroupFieldset>
  );
}
