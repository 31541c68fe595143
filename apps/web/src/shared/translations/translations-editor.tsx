import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TRANSLATION_TARGETS } from '@signal-desk/domain/content';
import { LOCALE_NAMES } from '@signal-desk/domain/locales';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/error-reasons';
import { showToast } from '../ui/toast-queue';
import { type TranslationTexts, useLanguages, useTranslate } from './translate';

export interface TranslatedField {
  name: string;
  label: string;
  multiline?: boolean;
  /** Rich HTML: translated as HTML and edited by `renderEditor`. */
  html?: boolean;
}

export interface TranslationsEditorProps {
  fields: readonly TranslatedField[];
  /** The English texts, by field name. */
  source: Record<string, string>;
  value: TranslationTexts;
  onChange: (value: TranslationTexts) => void;
  disabled?: boolean;
  /** Renders an HTML field's editor (the FAQ answer). */
  renderEditor?: (value: string, onChange: (html: string) => void, label: string) => ReactNode;
  /** The error of one translated text, if any (a form's, or the server's). */
  errorOf?: (locale: (typeof TRANSLATION_TARGETS)[number], field: string) => string | undefined;
}

/**
 * The five other languages of some texts. "Translate" fills them all from English through the
 * configured machine translation, for review; without one the button says it is unavailable.
 */
export function TranslationsEditor({
  fields,
  source,
  value,
  onChange,
  disabled,
  renderEditor,
  errorOf = () => undefined,
}: TranslationsEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const languages = useLanguages();
  const translate = useTranslate();
  const available = languages.data?.translation.available ?? false;

  const set = (locale: (typeof TRANSLATION_TARGETS)[number], field: string, text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [field]: text } });

  const fill = async () => {
    const next: TranslationTexts = { ...value };
    try {
      for (const format of ['text', 'html'] as const) {
        const chosen = fields.filter(
          (f) => (format === 'html') === Boolean(f.html) && source[f.name]?.trim(),
        );
        if (chosen.length === 0) continue;
        const result = await translate.mutateAsync({
          texts: chosen.map((f) => source[f.name] ?? ''),
          source: 'en',
          targets: [...TRANSLATION_TARGETS],
          format,
        });
        for (const locale of TRANSLATION_TARGETS) {
          const texts = result.translations[locale] ?? [];
          next[locale] = {
            ...next[locale],
            ...Object.fromEntries(chosen.map((f, i) => [f.name, texts[i] ?? ''])),
          };
        }
      }
      onChange(next);
      showToast(t('content.translations.filled'), 'info');
    } catch (error) {
      showToast(apiErrorText(t, error), 'error');
    }
  };

  const done = TRANSLATION_TARGETS.filter((l) => fields.some((f) => value[l]?.[f.name])).length;
  // A translation refused (too long, or by the server) opens the texts, so its error is seen.
  const refused = TRANSLATION_TARGETS.some((l) => fields.some((f) => errorOf(l, f.name)));
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={open || refused}
      onChange={(_event, expanded) => setOpen(expanded)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary>
        <Typography variant="body2">
          {t('content.translations.title')}
          <Typography component="span" variant="body2" color="text.secondary">
            {` — ${t('content.translations.count', { count: done, total: TRANSLATION_TARGETS.length })}`}
          </Typography>
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {available ? t('content.translations.translateHint') : t('content.translations.unavailable')}
          </Typography>
          <Tooltip title={available ? '' : t('content.translations.unavailable')}>
            <span>
              <Button
                size="small"
                variant="outlined"
                disabled={disabled || !available || fields.every((f) => !source[f.name]?.trim())}
                loading={translate.isPending}
                onClick={() => void fill()}
              >
                {available ? t('content.translations.translate') : t('content.translations.unavailableShort')}
              </Button>
            </span>
          </Tooltip>
        </Box>
        {TRANSLATION_TARGETS.map((locale) =>
          fields.map((field) => {
            const label = `${field.label} (${LOCALE_NAMES[locale]})`;
            const text = value[locale]?.[field.name] ?? '';
            const error = errorOf(locale, field.name);
            return field.html && renderEditor ? (
              <Box key={`${locale}-${field.name}`}>
                {renderEditor(text, (html) => set(locale, field.name, html), label)}
                {error && <FormHelperText error>{error}</FormHelperText>}
              </Box>
            ) : (
              <TextField
                key={`${locale}-${field.name}`}
                label={label}
                value={text}
                multiline={field.multiline}
                minRows={field.multiline ? 2 : undefined}
                disabled={disabled}
                onChange={(event) => set(locale, field.name, event.target.value)}
                error={error !== undefined}
                helperText={error}
                fullWidth
                size="small"
              />
            );
          }),
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/** Drops empty texts and languages, so the server keeps only real translations. */
export function cleanTranslations(value: TranslationTexts): TranslationTexts {
  const out: TranslationTexts = {};
  for (const [locale, texts] of Object.entries(value) as [
    keyof TranslationTexts,
    Record<string, string | undefined>,
  ][]) {
    const kept = Object.fromEntries(Object.entries(texts ?? {}).filter(([, v]) => v?.trim()));
    if (Object.keys(kept).length) out[locale] = kept;
  }
  return out;
}
