export type { ScreenProps } from './types.js';
export { RichText } from './rich-text.js';
export { fieldErrorTexts, useFieldErrors, useFocusFirstError, type FieldErrorTexts } from './errors.js';
export { TextField, LoginNameField, PhoneField, EmailField, PasswordField, joinIds, type TextFieldProps } from './fields.js';
export { FormError, SubmitButton, LinkButton, Segmented, onSubmit } from './form.js';
export { CHANNEL_LABEL_KEYS, CODE_SENT_KEYS } from './channels.js';
export { SocialButtons } from './social.js';
export { useField, useTypedField, type TypedField } from './use-field.js';
export { useStepFocus } from './step-focus.js';
