// The documents a borrower uploads on the closing screens (paystubs, the ID front, insurance declarations pages,
// condition documents): the kinds each takes, the size limit and the messages. The server sniffs the content and
// has the last word (server/uploads); the form checks the name and declared type first (documentFileField in
// validation/documents.ts), so a wrong choice is caught before anything is sent. No yup here: sagas import this.
import { formatBytes } from './format';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TYPE_NOT_ALLOWED = 'This file type is not allowed';
export const FILE_TOO_LARGE = `The file is too large: the limit is ${formatBytes(DOCUMENT_MAX_BYTES)}`;
export const CHOOSE_FILE = 'Choose a file to upload';

export type DocumentKind = 'pdf' | 'png' | 'jpeg' | 'heic';

const KIND_EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  heic: ['heic', 'heif'],
};

const KIND_MIME: Record<DocumentKind, readonly string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpeg: ['image/jpeg'],
  heic: ['image/heic', 'image/heif'],
};

export const KIND_LABELS: Record<DocumentKind, string> = { pdf: 'PDF', png: 'PNG', jpeg: 'JPEG', heic: 'HEIC' };

/** Every kind the closing uploads take (the ID front, paystubs, declarations pages, condition documents). */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['pdf', 'png', 'jpeg', 'heic'];

/** The `accept` attribute of a file input for these kinds. */
export function acceptAttribute(kinds: readonly DocumentKind[] = DOCUMENT_KINDS): string {
  return kinds.flatMap((k) => [...KIND_EXTENSIONS[k].map((e) => `.${e}`), ...KIND_MIME[k]]).join(',');
}

/** "PDF, PNG, JPEG or HEIC, up to 10 MB": the hint beside a file input. */
export function allowedFilesHint(kinds: readonly DocumentKind[] = DOCUMENT_KINDS): string {
  const labels = kinds.map((k) => KIND_LABELS[k]);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}` : labels[0];
  return `${list}, up to ${formatBytes(DOCUMENT_MAX_BYTES)}`;
}

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** A file's problem by its name, declared type and size, or null. The content is the server's to judge. */
export function fileProblem(file: FileLike, kinds: readonly DocumentKind[] = DOCUMENT_KINDS): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const byName = kinds.some((k) => KIND_EXTENSIONS[k].includes(extension));
  const byType = kinds.some((k) => KIND_MIME[k].includes(file.type.toLowerCase()));
  if (!byName && !byType) return FILE_TYPE_NOT_ALLOWED;
  if (file.size > DOCUMENT_MAX_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return 'This file is empty';
  return null;
}

/** The closing documents the borrower signs on signing/sign. */
export const SIGNED_DOCUMENTS = ['CLOSING_DISCLOSURE', 'NOTE'] as const;
