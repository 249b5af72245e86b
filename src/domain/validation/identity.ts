// Identity screen: the ID type chosen before the front image is uploaded.
import * as yup from 'yup';
import { ID_DOCUMENT_TYPES } from '../stages';
import { REQUIRED } from './register';

export const idDocumentSchema = yup.object({
  idType: yup
    .string()
    .required(REQUIRED)
    .oneOf([...ID_DOCUMENT_TYPES], 'Choose the type of ID'),
});
export type IdDocumentInput = yup.InferType<typeof idDocumentSchema>;
