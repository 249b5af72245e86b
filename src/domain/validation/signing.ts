// Signing screens: which documents are signed, and where the signer is (needed for electronic signing).
import * as yup from 'yup';
import { REQUIRED } from './register';

import { SIGNED_DOCUMENTS } from '../documents';
import { isValidTimeZone } from '../timeZones';

export { SIGNED_DOCUMENTS };

export const locationFields = {
  latitude: yup
    .number()
    .typeError('Location is needed to sign')
    .required('Location is needed to sign')
    .min(-90, 'Enter a latitude between -90 and 90')
    .max(90, 'Enter a latitude between -90 and 90'),
  longitude: yup
    .number()
    .typeError('Location is needed to sign')
    .required('Location is needed to sign')
    .min(-180, 'Enter a longitude between -180 and 180')
    .max(180, 'Enter a longitude between -180 and 180'),
};

export const signDocumentsSchema = yup.object({
  documents: yup
    .array()
    .of(
      yup
        .string()
        .required()
        .oneOf([...SIGNED_DOCUMENTS], 'Unknown document'),
    )
    .required(REQUIRED)
    .test('all', 'Sign the closing disclosure and the note', (v) =>
      SIGNED_DOCUMENTS.every((d) => (v ?? []).includes(d)),
    ),
  ...locationFields,
  // The signer's IANA zone (the browser's): the rescission deadline is counted in it. Optional: without it the
  // server uses the property's zone.
  timeZone: yup
    .string()
    .strict()
    .typeError('Time zone must be an IANA name such as America/Denver')
    .test(
      'zone',
      'Unknown time zone: use an IANA name such as America/Denver',
      (v) => v === undefined || isValidTimeZone(v),
    ),
});
export type SignDocumentsInput = yup.InferType<typeof signDocumentsSchema>;
