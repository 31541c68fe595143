import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { TRANSLATION_TARGETS } from '@signal-desk/domain/content';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/error-reasons';
import { showToast } from '../ui/toast-queue';
import { type TranslationTexts, useLanguages, useTranslate } from './translate';

interface TranslateButtonProps {
  /** The English texts by field name; empty ones are skipped. */
  source: Record<string, string>;
  /** The five other languages, for the admin to review before sending. */
  onFilled: (translations: TranslationTexts) => void;
  disabled?: boolean;
}

/** Fills the other languages of some plain texts through machine translation, or says it is unavailable. */
export function TranslateButton({ source, onFilled, disabled }: TranslateButtonProps) {
  const { t } = useTranslation();
  const available = useLanguages().data?.translation.available ?? false;
  const translate = useTranslate();
  const fields = Object.keys(source).filter((name) => source[name]?.trim());

  const fill = () =>
    translate.mutate(
      {
        texts: fields.map((f) => source[f] ?? ''),
        source: 'en',
        targets: [...TRANSLATION_TARGETS],
        format: 'text',
      },
      {
        onSuccess: (result) => {
          onFilled(
            Object.fromEntries(
              TRANSLATION_TARGETS.map((locale) => [
                locale,
                Object.fromEntries(fields.map((f, i) => [f, result.translations[locale]?.[i] ?? ''])),
              ]),
            ),
          );
          showToast(t('content.translations.filled'), 'info');
        },
        onError: (error) => showToast(apiErrorText(t, error), 'error'),
      },
    );

  return (
    <Tooltip
      title={available ? t('content.translations.translateHint') : t('content.translations.unavailable')}
    >
      <span>
        <Button
          size="small"
          variant="outlined"
          disabled={disabled || !available || fields.length === 0}
          loading={translate.isPending}
          onClick={fill}
        >
          {available ? t('content.translations.translate') : t('content.translations.unavailableShort')}
        </Button>
      </span>
    </Tooltip>
  );
}
