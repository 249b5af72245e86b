// start/contact, when the home is owned jointly: everyone else on the title, each invited to sign the deed. One
// field (`coOwners`) holds the list (final-form-arrays is not installed); each owner's inputs are named
// `coOwners[i].firstName` and so on, as the schema's paths are. Focus follows add and remove, and a polite message
// announces each.
import { useEffect, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { MAX_CO_OWNERS } from '../../domain/validation/signers';
import { Button, StatusMessage, TextField } from '../../ui';
import { FieldError, Hint, useFieldIds } from '../../ui/forms/FieldParts';

/** A co-owner while the borrower types: any input may still be empty. */
export interface CoOwnerRow {
  firstName?: string;
  lastName?: string;
  email?: string;
}

export const EMPTY_CO_OWNER: Readonly<CoOwnerRow> = { firstName: '', lastName: '', email: '' };

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const OwnerFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }

  legend {
    padding: 0 ${({ theme }) => theme.space.xxs};
    font-weight: 700;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const identity = <T,>(value: T): T => value;

export function CoOwnersFields() {
  const form = useForm();
  const { input, meta } = useField<CoOwnerRow[] | undefined>('coOwners', {
    subscription: { value: true, error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
    format: identity,
  });
  const rows = Array.isArray(input.value) && input.value.length > 0 ? input.value : [EMPTY_CO_OWNER];
  const ids = useFieldIds('coOwners');
  const sectionRef = useRef<HTMLElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    sectionRef.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, rows.length]);

  const add = () => {
    if (rows.length >= MAX_CO_OWNERS) return;
    const next = [...rows, { ...EMPTY_CO_OWNER }];
    form.change('coOwners', next);
    setAnnouncement(`Co-owner ${next.length} added.`);
    setFocusTarget(`input[name="coOwners[${next.length - 1}].firstName"]`);
  };
  const remove = (index: number) => {
    form.change(
      'coOwners',
      rows.filter((_, i) => i !== index),
    );
    setAnnouncement(`Co-owner ${index + 1} removed.`);
    setFocusTarget('[data-co-owner-action="add"]');
  };

  // A message about the list as a whole (none named, too many), from the schema or the server.
  const schemaError = typeof meta.error === 'string' && meta.submitFailed ? meta.error : undefined;
  const serverError = typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
  const listError = schemaError ?? serverError;

  return (
    <Section ref={sectionRef} aria-labelledby={ids.labelId}>
      <h2 id={ids.labelId}>Other owners on the title</h2>
      <p>
        Everyone on your home’s title signs the deed, even if they are not borrowing with you. We email each of them an
        invitation to verify their identity and sign online with a notary; they do not see your income, bank or Social
        Security details.
      </p>
      <StatusMessage message={announcement} />
      {rows.map((_, i) => (
        <OwnerFieldset key={i}>
          <legend>Co-owner {i + 1}</legend>
          <TextField name={`coOwners[${i}].firstName`} label="First name" autoComplete="off" required />
          <TextField name={`coOwners[${i}].lastName`} label="Last name" autoComplete="off" required />
          <Wide>
            <TextField
              name={`coOwners[${i}].email`}
              label="Email"
              type="email"
              autoComplete="off"
              hint="Their own address: the invitation is personal."
              required
            />
          </Wide>
          {rows.length > 1 && (
            <Wide>
              <Button variant="link" onClick={() => remove(i)}>
                Remove co-owner {i + 1}
              </Button>
            </Wide>
          )}
        </OwnerFieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={add}
          disabled={rows.length >= MAX_CO_OWNERS}
          aria-describedby={`${ids.inputId}-limit`}
          data-co-owner-action="add"
        >
          Add another owner
        </Button>
      </div>
      <Hint id={`${ids.inputId}-limit`}>You can add up to {MAX_CO_OWNERS} co-owners.</Hint>
      <FieldError id={ids.errorId} error={listError} />
    </Section>
  );
}
