// The liens on record for the property, confirmed as they are or corrected (edited, added, removed), with the
// attestations that go with them. Shared by the liens screen and product/prequal-winback, which post the same
// step: final-form-arrays is not installed, so the corrected list is one field (`liens`) holding an array, and
// each lien's inputs are named `liens[i].lender` and so on, as the schema's paths are.
import { useMemo, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import * as yup from 'yup';
import type { LiensAnswer } from '../../api/journey';
import { formatCurrency } from '../../domain/format';
import { lienSchema, liensSchema, MAX_LIENS, type LienInput } from '../../domain/validation/liens';
import { Button } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import {
  controlAria,
  FieldError,
  FieldFrame,
  Hint,
  Select,
  useFieldIds,
  useFieldState,
} from '../../ui/forms/FieldParts';
import { FullRow, ListSection, RowFieldset, useListFocus } from '../../ui/forms/listFields';
import { CurrencyField } from '../../ui/forms/maskedFields';
import { TextField } from '../../ui/forms/TextField';
import { AppForm } from '../../ui/forms/AppForm';
import { useJourneyForm } from './useJourneyForm';

/** A lien while the borrower edits it: any input may still be empty. */
export interface LienRow {
  position?: number;
  lender?: string;
  balance?: number;
  monthlyPayment?: number;
}

export interface LiensFormValues {
  confirmed?: boolean;
  inquiryAttestation?: boolean;
  /** Absent: the liens on record stand. Present: the borrower's corrected list, which replaces them. */
  liens?: LienRow[];
}

/** Unticked rather than missing, so an unticked box says what to do ('Confirm your liens to continue'). */
export const UNCONFIRMED: Readonly<LiensFormValues> = { confirmed: false, inquiryAttestation: false };

/** The body of the submitLiens step. */
export interface LiensBody {
  confirmed: true;
  liens?: LienInput[];
  inquiryAttestation?: boolean;
}

/** The server's message (POST liens) when the inquiry attestation is needed and missing. */
export const INQUIRY_ATTESTATION_MESSAGE = 'Confirm the recent credit inquiries to continue';
export const DUPLICATE_POSITION_MESSAGE = 'Another lien already has this position';

const ORDINALS = ['1st', '2nd', '3rd', '4th'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

/** 1 → '1st mortgage', 2 → '2nd lien': how the borrower's statements and the title report name them. */
export function lienPositionLabel(position: number): string {
  return position === 1 ? '1st mortgage' : `${ordinal(position)} lien`;
}

/** Whole dollars as such, cents when there are any (a monthly payment of $1,834.22). */
export function formatLienAmount(value: number): string {
  return formatCurrency(value, Number.isInteger(value) ? 0 : 2);
}

export function sortLiens<T extends { position?: number }>(liens: readonly T[]): T[] {
  return [...liens].sort((a, b) => (a.position ?? MAX_LIENS + 1) - (b.position ?? MAX_LIENS + 1));
}

/**
 * liensSchema (the server's), with what only the form can know: two liens cannot share a position, and the
 * inquiry attestation the server requires when the application asks for it.
 */
export function liensFormSchema(inquiryAttestNeeded: boolean) {
  const liens = yup
    .array(lienSchema)
    .max(MAX_LIENS, `No more than ${MAX_LIENS} liens`)
    .optional()
    .test('unique-positions', DUPLICATE_POSITION_MESSAGE, function uniquePositions(rows) {
      if (!rows) return true;
      const seen = new Set<number>();
      const errors: yup.ValidationError[] = [];
      rows.forEach((row, i) => {
        const position = row?.position;
        if (typeof position !== 'number' || Number.isNaN(position)) return;
        if (seen.has(position)) {
          errors.push(this.createError({ path: `${this.path}[${i}].position`, message: DUPLICATE_POSITION_MESSAGE }));
        }
        seen.add(position);
      });
      return errors.length > 0 ? new yup.ValidationError(errors) : true;
    });
  return liensSchema.shape({
    liens,
    inquiryAttestation: inquiryAttestNeeded
      ? yup.boolean().required(INQUIRY_ATTESTATION_MESSAGE).oneOf([true], INQUIRY_ATTESTATION_MESSAGE)
      : liensSchema.fields.inquiryAttestation,
  });
}

function normalised(rows: readonly LienRow[]): LienInput[] {
  return sortLiens(
    rows.map((l) => ({
      position: Number(l.position),
      lender: String(l.lender ?? '').trim(),
      balance: Number(l.balance),
      monthlyPayment: Number(l.monthlyPayment),
    })),
  );
}

/** Whether the edited list says something other than the liens on record (order aside). */
export function liensChanged(rows: readonly LienRow[], found: readonly LienInput[]): boolean {
  const a = normalised(rows);
  const b = normalised(found);
  if (a.length !== b.length) return true;
  return a.some(
    (l, i) =>
      l.position !== b[i].position ||
      l.lender !== b[i].lender ||
      l.balance !== b[i].balance ||
      l.monthlyPayment !== b[i].monthlyPayment,
  );
}

/** What the step posts: `liens` only when the borrower changed them, the attestation only when it is asked. */
export function liensBody(
  values: LiensFormValues,
  found: readonly LienInput[],
  inquiryAttestNeeded: boolean,
): LiensBody {
  const body: LiensBody = { confirmed: true };
  if (values.liens && liensChanged(values.liens, found)) body.liens = normalised(values.liens);
  if (inquiryAttestNeeded) body.inquiryAttestation = values.inquiryAttestation === true;
  return body;
}

/** The liens in edit form, a copy of those on record. */
export function editableLiens(found: readonly LienInput[]): LienRow[] {
  return sortLiens(found).map((l) => ({ ...l }));
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const LienItem = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Facts = styled.dl`
  display: grid;
  /* The labels' column leaves the values half the row with 200% text (WCAG 1.4.10). */
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const ListActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The liens on record, read only. */
export function LiensList({ liens }: { liens: readonly LienInput[] }) {
  if (liens.length === 0) return <p>Public records show no mortgages or other liens on your property.</p>;
  return (
    <List>
      {sortLiens(liens).map((lien, i) => (
        <LienItem key={`${lien.position}-${i}`}>
          <h3>{lienPositionLabel(lien.position)}</h3>
          <Facts>
            <dt>Lender</dt>
            <dd>{lien.lender}</dd>
            <dt>Balance</dt>
            <dd>{formatLienAmount(lien.balance)}</dd>
            <dt>Monthly payment</dt>
            <dd>{formatLienAmount(lien.monthlyPayment)}</dd>
          </Facts>
        </LienItem>
      ))}
    </List>
  );
}

const POSITION_OPTIONS = Array.from({ length: MAX_LIENS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1st (first mortgage)' : ordinal(i + 1),
}));

const parsePosition = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));
const formatPosition = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** The lien position, stored as the number the schema wants. */
function LienPositionField({ name }: { name: string }) {
  const { input, ids, error } = useFieldState<number | undefined>(name, {
    parse: parsePosition,
    format: formatPosition,
  });
  return (
    <FieldFrame ids={ids} label="Position" error={error}>
      <Select {...input} value={input.value ?? ''} $invalid={Boolean(error)} {...controlAria(ids, false, error, true)}>
        <option value="">Choose a position</option>
        {POSITION_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

const identity = <T,>(value: T): T => value;

function firstFreePosition(rows: readonly LienRow[]): number {
  const used = new Set(rows.map((r) => r.position));
  for (let p = 1; p <= MAX_LIENS; p += 1) if (!used.has(p)) return p;
  return MAX_LIENS;
}

export interface LiensFieldsProps {
  /** The liens on record (GET liens). */
  found: readonly LienInput[];
  /** The heading of the section (an h2). */
  heading: string;
}

/**
 * The liens on record with a way to correct them. Read only until the borrower chooses to correct them; then one
 * fieldset per lien (position, lender, balance, monthly payment), remove and add (up to MAX_LIENS), and a way
 * back to the liens on record. Focus follows each action and a polite message announces it.
 */
export function LiensFields({ found, heading }: LiensFieldsProps) {
  const form = useForm<LiensFormValues>();
  const { input, meta } = useField<LienRow[] | undefined>('liens', {
    subscription: { value: true, submitError: true, dirtySinceLastSubmit: true },
    format: identity,
  });
  const rows = Array.isArray(input.value) ? input.value : null;
  const ids = useFieldIds('liens');
  const { sectionRef, announcement, announce } = useListFocus<HTMLElement>(rows?.length);

  const startEditing = () => {
    const copy = editableLiens(found);
    form.change('liens', copy);
    announce(
      'You can now correct your liens.',
      copy.length > 0 ? 'input[name="liens[0].lender"]' : '[data-lien-action="add"]',
    );
  };
  const undo = () => {
    form.change('liens', undefined);
    announce('Your changes were undone. The liens on record are shown.', '[data-lien-action="edit"]');
  };
  const add = () => {
    if (!rows || rows.length >= MAX_LIENS) return;
    const next = [...rows, { position: firstFreePosition(rows), lender: '' }];
    form.change('liens', next);
    announce(`Lien ${next.length} added.`, `input[name="liens[${next.length - 1}].lender"]`);
  };
  const remove = (index: number) => {
    if (!rows) return;
    form.change(
      'liens',
      rows.filter((_, i) => i !== index),
    );
    announce(`Lien ${index + 1} removed.`, '[data-lien-action="add"]');
  };

  // A server message about the list as a whole (e.g. too many liens).
  const listError = typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;

  return (
    <ListSection ref={sectionRef} aria-labelledby={ids.labelId}>
      <h2 id={ids.labelId}>{heading}</h2>
      <StatusMessage message={announcement} />
      {!rows ? (
        <>
          <LiensList liens={found} />
          <ListActions>
            <Button variant="secondary" onClick={startEditing} data-lien-action="edit">
              Correct these liens
            </Button>
          </ListActions>
        </>
      ) : (
        <>
          <p>
            Update a balance or payment that is out of date, remove a loan you have paid off, or add one that is
            missing. Your list replaces the liens on record.
          </p>
          {rows.length === 0 && <p>No liens listed: your home is owned free and clear.</p>}
          {rows.map((_, i) => (
            <RowFieldset key={i}>
              <legend>Lien {i + 1}</legend>
              <LienPositionField name={`liens[${i}].position`} />
              <TextField name={`liens[${i}].lender`} label="Lender" maxLength={128} required />
              <CurrencyField name={`liens[${i}].balance`} label="Balance owed" required />
              <CurrencyField name={`liens[${i}].monthlyPayment`} label="Monthly payment" required />
              <FullRow>
                <Button variant="link" onClick={() => remove(i)}>
                  Remove lien {i + 1}
                </Button>
              </FullRow>
            </RowFieldset>
          ))}
          <ListActions>
            <Button
              variant="secondary"
              onClick={add}
              disabled={rows.length >= MAX_LIENS}
              aria-describedby={`${ids.inputId}-limit`}
              data-lien-action="add"
            >
              Add a lien
            </Button>
            <Button variant="link" onClick={undo}>
              Undo my changes
            </Button>
          </ListActions>
          <Hint id={`${ids.inputId}-limit`}>You can list up to {MAX_LIENS} liens.</Hint>
          <FieldError id={ids.errorId} error={listError} />
        </>
      )}
    </ListSection>
  );
}

export interface LiensAttestationsProps {
  inquiryAttestNeeded: boolean;
  recentInquiries: number;
}

/** The confirmation, and the inquiry attestation when the soft pull found recent inquiries. */
export function LiensAttestations({ inquiryAttestNeeded, recentInquiries }: LiensAttestationsProps) {
  const inquiries = recentInquiries === 1 ? '1 recent credit inquiry' : `${recentInquiries} recent credit inquiries`;
  return (
    <>
      <CheckboxField name="confirmed" label="I confirm these are all the liens on my property" required />
      {inquiryAttestNeeded && (
        <CheckboxField
          name="inquiryAttestation"
          label={`I confirm that I have not opened any new loan or credit line as a result of the ${inquiries} on my credit report`}
          hint={`Your credit report shows ${inquiries}. A new debt from one of them would change what you can borrow, so we ask you to confirm it before we price your offers.`}
          required
        />
      )}
    </>
  );
}

export interface LiensFormProps {
  uuid: string;
  answer: LiensAnswer;
  /** The draft's name (see useJourneyForm). */
  draft: string;
  heading: string;
  submitLabel: string;
  /** Open with the list ready to edit (the borrower came to correct it). */
  startEditing?: boolean;
  /** Reloads the liens: after a failed submission the server may know more than the page. */
  onReload: () => void;
  /** Shown above the list. */
  children?: ReactNode;
}

/** The liens form of the liens and prequal-winback screens: the list, the attestations, one liens step. */
export function LiensForm({
  uuid,
  answer,
  draft,
  heading,
  submitLabel,
  startEditing,
  onReload,
  children,
}: LiensFormProps) {
  const schema = useMemo(() => liensFormSchema(answer.inquiryAttestNeeded), [answer.inquiryAttestNeeded]);
  const form = useJourneyForm<LiensFormValues, LiensBody>({
    uuid,
    step: 'submitLiens',
    draft,
    defaults: startEditing ? { ...UNCONFIRMED, liens: editableLiens(answer.liens) } : UNCONFIRMED,
    // Attestations are given afresh at each visit, never restored from storage.
    notDrafted: ['confirmed', 'inquiryAttestation'],
    toBody: (values) => liensBody(values, answer.liens, answer.inquiryAttestNeeded),
    // The server may know more than this page (an inquiry attestation now asked for): show its current view.
    onFailure: onReload,
  });
  return (
    <AppForm<LiensFormValues>
      schema={schema}
      onSubmit={form.onSubmit}
      initialValues={form.initialValues}
      onValuesChange={form.onValuesChange}
      submitLabel={submitLabel}
    >
      {children}
      <LiensFields found={answer.liens} heading={heading} />
      <LiensAttestations inquiryAttestNeeded={answer.inquiryAttestNeeded} recentInquiries={answer.recentInquiries} />
    </AppForm>
  );
}
