// start/contact, when the home is owned jointly: everyone else on the title, each invited to sign the deed. One
// field (`coOwners`) holds the list (final-form-arrays is not installed); each owner's inputs are named
// `coOwners[i].firstName` and so on, as the schema's paths are. Focus follows add and remove, and a polite message
// announces each.
import { useField, useForm } from 'react-final-form';
import { MAX_CO_OWNERS } from '../../domain/validation/signers';
import { Button, StatusMessage, TextField } from '../../ui';
import { FieldError, Hint, useFieldIds } from '../../ui/forms/FieldParts';
import { FullRow, ListSection, RowFieldset, useListFocus } from '../../ui/forms/listFields';

/** A co-owner while the borrower types: any input may still be empty. */
export interface CoOwnerRow {
  firstName?: string;
  lastName?: string;
  email?: string;
}

export const EMPTY_CO_OWNER: Readonly<CoOwnerRow> = { firstName: '', lastName: '', email: '' };

const identity = <T,>(value: T): T => value;

export function CoOwnersFields() {
  const form = useForm();
  const { input, meta } = useField<CoOwnerRow[] | undefined>('coOwners', {
    subscription: { value: true, error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
    format: identity,
  });
  const rows = Array.isArray(input.value) && input.value.length > 0 ? input.value : [EMPTY_CO_OWNER];
  const ids = useFieldIds('coOwners');
  const { sectionRef, announcement, announce } = useListFocus<HTMLElement>(rows.length);

  const add = () => {
    if (rows.length >= MAX_CO_OWNERS) return;
    const next = [...rows, { ...EMPTY_CO_OWNER }];
    form.change('coOwners', next);
    announce(`Co-owner ${next.length} added.`, `input[name="coOwners[${next.length - 1}].firstName"]`);
  };
  const remove = (index: number) => {
    form.change(
      'coOwners',
      rows.filter((_, i) => i !== index),
    );
    announce(`Co-owner ${index + 1} removed.`, '[data-co-owner-action="add"]');
  };

  // A message about the list as a whole (none named, too many), from the schema or the server.
  const schemaError = typeof meta.error === 'string' && meta.submitFailed ? meta.error : undefined;
  const serverError = typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
  const listError = schemaError ?? serverError;

  return (
    <ListSection ref={sectionRef} aria-labelledby={ids.labelId}>
      <h2 id={ids.labelId}>Other owners on the title</h2>
      <p>
        Everyone on your home’s title signs the deed, even if they are not borrowing with you. We email each of them an
        invitation to verify their identity and sign online with a notary; they do not see your income, bank or Social
        Security details.
      </p>
      <StatusMessage message={announcement} />
      {rows.map((_, i) => (
        <RowFieldset key={i}>
          <legend>Co-owner {i + 1}</legend>
          <TextField name={`coOwners[${i}].firstName`} label="First name" autoComplete="off" required />
          <TextField name={`coOwners[${i}].lastName`} label="Last name" autoComplete="off" required />
          <FullRow>
            <TextField
              name={`coOwners[${i}].email`}
              label="Email"
              type="email"
              autoComplete="off"
              hint="Their own address: the invitation is personal."
              required
            />
          </FullRow>
          {rows.length > 1 && (
            <FullRow>
              <Button variant="link" onClick={() => remove(i)}>
                Remove co-owner {i + 1}
              </Button>
            </FullRow>
          )}
        </RowFieldset>
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
    </ListSection>
  );
}
