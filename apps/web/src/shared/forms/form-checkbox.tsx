import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface FormCheckboxProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A labelled checkbox bound to a react-hook-form yes/no field. */
export function FormCheckbox<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  disabled,
}: FormCheckboxProps<T, TOutput>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
