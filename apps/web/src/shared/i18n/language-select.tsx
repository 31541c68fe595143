import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LOCALE_NAMES, LOCALES, type Locale } from '@signal-desk/domain/locale-codes';

type LanguageSelectProps = Omit<TextFieldProps, 'select' | 'onChange' | 'value'> & {
  value: Locale | '';
  onChange: (locale: Locale) => void;
};

/** The six UI languages, each named in itself. */
export function LanguageSelect({ value, onChange, ...props }: LanguageSelectProps) {
  return (
    <TextField select {...props} value={value} onChange={(event) => onChange(event.target.value as Locale)}>
      {LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </MenuItem>
      ))}
    </TextField>
  );
}
