// The upload forms' file field: required, and of the kinds the screen takes (src/domain/documents.ts).
import * as yup from 'yup';
import { CHOOSE_FILE, DOCUMENT_KINDS, fileProblem, type DocumentKind, type FileLike } from '../documents';

function isFileLike(v: unknown): v is FileLike {
  return typeof v === 'object' && v !== null && 'name' in v && 'size' in v && 'type' in v;
}

/** A required file field of these kinds, for the upload forms' yup schemas. */
export function documentFileField(kinds: readonly DocumentKind[] = DOCUMENT_KINDS) {
  return yup
    .mixed<FileLike>()
    .required(CHOOSE_FILE)
    .test('file', CHOOSE_FILE, (v) => v === undefined || isFileLike(v))
    .test('kind', function check(v) {
      if (!isFileLike(v)) return true;
      const problem = fileProblem(v, kinds);
      return problem ? this.createError({ message: problem }) : true;
    });
}
