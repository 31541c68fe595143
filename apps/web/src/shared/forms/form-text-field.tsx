import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-message';

type FormTextFieldProps<T extends FieldValues, TOutput> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange'
> & {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
};

/** A MUI text field (or select, with `select`) bound to a react-hook-form field, errors translated. */
export function FormTextField<T extends FieldValues, TOutput>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, TOutput>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error !== undefined}
      helperText={errorText(t, fieldState.error) ?? helperText}
    />
  );
}
