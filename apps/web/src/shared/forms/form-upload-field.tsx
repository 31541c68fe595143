import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UploadField, type UploadFieldProps } from '../uploads/upload-field';
import { errorText } from './error-message';

type FormUploadFieldProps<T extends FieldValues, TOutput> = Omit<
  UploadFieldProps,
  'value' | 'onChange' | 'error'
> & {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
};

/** An uploaded file's address (null until one is uploaded) bound to a react-hook-form field. */
export function FormUploadField<T extends FieldValues, TOutput>({
  control,
  name,
  ...props
}: FormUploadFieldProps<T, TOutput>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <UploadField
      {...props}
      value={field.value ?? null}
      onChange={field.onChange}
      error={errorText(t, fieldState.error)}
    />
  );
}
