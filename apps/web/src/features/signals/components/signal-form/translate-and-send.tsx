import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../../shared/api/error-reasons';
import { languageName } from '../../../../shared/i18n/i18n';
import { useTranslate } from '../../../../shared/translations/translate';
import { showToast } from '../../../../shared/ui/toast-queue';
import type { SignalFormOutput } from './signal-form-resolver';
import { type SignalFormValues, TRANSLATION_LOCALES, type TranslationLocale } from './signal-form-values';

const TRANSLATED_FIELDS = ['analysis', 'comment'] as const;
type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

export interface MissingTranslations {
  /** The English texts to translate, in this order. */
  fields: TranslatedField[];
  /** The languages that lack at least one of them. */
  targets: TranslationLocale[];
}

/** What "translate and send" must fill: the languages still missing the analysis or the comment. */
export function missingTranslationsOf(
  values: Pick<SignalFormValues, TranslatedField | 'translations'>,
): MissingTranslations | null {
  const fields = TRANSLATED_FIELDS.filter((field) => values[field].trim());
  const targets = TRANSLATION_LOCALES.filter((locale) =>
    fields.some((field) => !values.translations[locale][field].trim()),
  );
  return targets.length > 0 ? { fields, targets } : null;
}

type SignalForm = UseFormReturn<SignalFormValues, unknown, SignalFormOutput>;

/**
 * Fills the missing translations of the analysis and the comment through machine translation; the
 * texts an admin wrote or reviewed stay as they are. Resolves to false when the translation failed
 * (said in a toast): nothing is sent then.
 */
export function useFillMissingTranslations(form: SignalForm) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const fill = async (): Promise<boolean> => {
    const values = form.getValues();
    const missing = missingTranslationsOf(values);
    if (!missing) return true;
    try {
      const result = await translate.mutateAsync({
        texts: missing.fields.map((field) => values[field].trim()),
        source: 'en',
        targets: missing.targets,
        format: 'text',
      });
      for (const locale of missing.targets) {
        missing.fields.forEach((field, index) => {
          const text = result.translations[locale]?.[index];
          if (text && !values.translations[locale][field].trim()) {
            form.setValue(`translations.${locale}.${field}`, text, { shouldDirty: true });
          }
        });
      }
      showToast(
        t('signalForm.translateAndSend.filled', {
          languages: missing.targets.map((locale) => languageName(locale)).join(', '),
        }),
        'info',
      );
      return true;
    } catch (error) {
      showToast(t('signalForm.translateAndSend.failed', { message: apiErrorText(t, error) }), 'error');
      return false;
    }
  };
  return { fill, isPending: translate.isPending };
}

/** The "translate and send" option of the preview step; off, with the reason, without machine translation. */
export function TranslateAndSendOption({
  checked,
  available,
  disabled,
  onChange,
}: {
  checked: boolean;
  available: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div>
      <FormControlLabel
        label={t('signalForm.translateAndSend.label')}
        control={
          <Switch
            checked={checked && available}
            disabled={disabled || !available}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {available ? t('signalForm.translateAndSend.hint') : t('signalForm.translateAndSend.unavailable')}
      </FormHelperText>
    </div>
  );
}
