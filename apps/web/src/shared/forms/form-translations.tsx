import type { TRANSLATION_TARGETS } from '@signal-desk/domain/content';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  get,
  useController,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TranslationsEditor, type TranslationsEditorProps } from '../translations/translations-editor';
import { errorText } from './error-message';

type FormTranslationsProps<T extends FieldValues, TOutput> = Omit<
  TranslationsEditorProps,
  'value' | 'onChange' | 'errorOf'
> & {
  control: Control<T, unknown, TOutput>;
  /** The form field holding the texts by language (`translations`, `filterData.2.translations`). */
  name: FieldPath<T>;
};

/** The translations of a form's texts, bound to its field; each text's error shows under that text. */
export function FormTranslations<T extends FieldValues, TOutput>({
  control,
  name,
  ...props
}: FormTranslationsProps<T, TOutput>) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const errorOf = (locale: (typeof TRANSLATION_TARGETS)[number], text: string) =>
    errorText(t, get(errors, `${name}.${locale}.${text}`));
  return (
    <TranslationsEditor {...props} value={field.value ?? {}} onChange={field.onChange} errorOf={errorOf} />
  );
}
