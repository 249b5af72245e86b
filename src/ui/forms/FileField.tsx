// A file input wired to final-form: the chosen File is the field's value (useSubmit holds it beside the action,
// never in the store). The hint says what is accepted; on phones `capture` opens the camera.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { acceptAttribute, allowedFilesHint, DOCUMENT_KINDS, type DocumentKind } from '../../domain/documents';
import { formatBytes } from '../../domain/format';
import { controlAria, FieldFrame, useFieldState } from './FieldParts';

const FileInput = styled.input<{ $invalid?: boolean }>`
  font: inherit;
  padding: ${({ theme }) => theme.space.xs} 0;
  max-width: 100%;
`;

const Chosen = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FileFieldProps {
  name: string;
  label: ReactNode;
  kinds?: readonly DocumentKind[];
  /** Extra hint text, before the accepted kinds and size. */
  hint?: ReactNode;
  /** 'environment' opens the rear camera on phones (the ID front). */
  capture?: 'environment' | 'user';
  required?: boolean;
  disabled?: boolean;
}

export function FileField({
  name,
  label,
  kinds = DOCUMENT_KINDS,
  hint,
  capture,
  required = true,
  disabled,
}: FileFieldProps) {
  const { input, ids, error } = useFieldState<File | null>(name);
  const file = input.value instanceof Blob ? (input.value as File) : null;
  const fullHint = (
    <>
      {hint ? <>{hint} </> : null}
      {allowedFilesHint(kinds)}.
    </>
  );
  return (
    <FieldFrame ids={ids} label={label} hint={fullHint} error={error}>
      <FileInput
        type="file"
        name={input.name}
        accept={acceptAttribute(kinds)}
        capture={capture}
        disabled={disabled}
        onChange={(e) => input.onChange(e.currentTarget.files?.[0] ?? null)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        $invalid={Boolean(error)}
        {...controlAria(ids, true, error, required)}
      />
      {file ? (
        <Chosen aria-live="polite">
          Selected: {file.name} ({formatBytes(file.size)})
        </Chosen>
      ) : null}
    </FieldFrame>
  );
}
