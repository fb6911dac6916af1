export type { ScreenProps } from './types.js';
export { RichText } from './rich-text.js';
export { fieldErrorTexts, useFocusFirstError, type FieldErrorTexts } from './errors.js';
export { TextField, PhoneField, EmailField, PasswordField, CheckboxField, joinIds, type TextFieldProps } from './fields.js';
export { FormError, SubmitButton, LinkButton, Segmented } from './form.js';
export { CHANNEL_LABEL_KEYS, CODE_SENT_KEYS } from './channels.js';
