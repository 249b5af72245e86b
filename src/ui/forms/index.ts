export { makeValidate, yupErrorsToFormErrors } from './makeValidate';
export type { FormValidate, ValidationSchema } from './makeValidate';
export { AppForm, focusFirstInvalid } from './AppForm';
export type { AppFormProps } from './AppForm';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { CheckboxGroupField, RadioGroupField } from './RadioGroupField';
export type { RadioGroupFieldProps, RadioOption } from './RadioGroupField';
export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
export { DateField, CurrencyField, PhoneField } from './maskedFields';
export type { DateFieldProps, CurrencyFieldProps, PhoneFieldProps } from './maskedFields';
export * from './masks';
export { PropertyAddressFields, SaleStatusField, SALE_STATUS_LABELS } from './PropertyFields';
// The drafts, journey forms, file fields and liens are in src/connected/forms (they read the store or the browser's
// storage).
