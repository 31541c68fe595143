import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

interface FormOptionalSelectProps<T extends FieldValues, TOutput, O extends string> {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
  options: readonly O[];
  /** What an option reads; the option itself by default. */
  optionLabel?: (option: O) => string;
  disabled?: boolean;
}

/** A select of a fixed list that may stay empty: "None" first, then the options. */
export function FormOptionalSelect<T extends FieldValues, TOutput, O extends string>({
  control,
  name,
  label,
  options,
  optionLabel = (option) => option,
  disabled,
}: FormOptionalSelectProps<T, TOutput, O>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      select
      label={label}
      disabled={disabled}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('common.none')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
