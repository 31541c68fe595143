import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LOCALE_NAMES } from '@signal-desk/domain/locales';
import { ASSET_TYPES, CHART_PERIODS, RISK_LEVELS, TRADE_TYPES } from '@signal-desk/domain/signal';
import { wordCount } from '@signal-desk/domain/text-rules';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormOptionalSelect } from '../../../../shared/forms/form-optional-select';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { languageName } from '../../../../shared/i18n/i18n';
import { TranslateButton } from '../../../../shared/translations/translate-button';
import { ImageListField } from '../../../../shared/uploads/image-list-field';
import { fieldGrid, type SignalFormEnv } from './signal-form-env';
import { type SignalFormValues, TRANSLATION_LOCALES, type TranslationLocale } from './signal-form-values';

const ANALYSIS_MAX_WORDS = 100;

/** Step 4: risk, sentiment, timeframe, strategy, trade and asset type, analysis, comment, translations, disclaimer. */
export function StepDetails({ env }: { env: SignalFormEnv }) {
  const { t } = useTranslation();
  const { control, formState, setValue } = useFormContext<SignalFormValues>();
  const [opened, setOpened] = useState<Partial<Record<TranslationLocale, boolean>>>({});
  const [analysis, signalType, translations, comment] = useWatch({
    control,
    name: ['analysis', 'signalType', 'translations', 'comment'],
  });
  const words = wordCount(analysis);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={fieldGrid}>
        <FormOptionalSelect
          control={control}
          name="riskLevel"
          label={t('signalForm.fields.riskLevel')}
          options={RISK_LEVELS}
          optionLabel={(level) => t(`signalForm.riskLevels.${level}`)}
          disabled={!env.may('riskLevel')}
        />
        <FormTextField
          control={control}
          name="riskPercentage"
          label={t('signalForm.fields.riskPercentage')}
          disabled={!env.may('riskPercentage')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name="risk"
          label={t('signalForm.fields.risk')}
          disabled={!env.may('risk')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name="sentiment"
          label={t('signalForm.fields.sentiment')}
          helperText={t('signalForm.sentimentHelp')}
          disabled={!env.may('sentiment')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="riskDescription"
          label={t('signalForm.fields.riskDescription')}
          disabled={!env.may('riskDescription')}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormOptionalSelect
          control={control}
          name="timeframe"
          label={t('signalForm.fields.timeframe')}
          options={CHART_PERIODS}
          disabled={!env.may('timeframe')}
        />
        <FormOptionalSelect
          control={control}
          name="tradeType"
          label={t('signalForm.fields.tradeType')}
          options={TRADE_TYPES}
          disabled={!env.may('tradeType')}
        />
        <FormTextField
          control={control}
          name="strategy"
          label={t('signalForm.fields.strategy')}
          disabled={!env.may('strategy')}
        />
        {signalType === 'crypto' && (
          <FormOptionalSelect
            control={control}
            name="assetType"
            label={t('signalForm.fields.assetType')}
            options={ASSET_TYPES}
            disabled={!env.may('assetType')}
          />
        )}
      </Box>
      <FormTextField
        control={control}
        name="analysis"
        multiline
        minRows={4}
        label={t('signalForm.fields.analysis')}
        disabled={!env.may('analysis')}
        helperText={
          <Box component="span" sx={{ color: words > ANALYSIS_MAX_WORDS ? 'error.main' : undefined }}>
            {t('signalForm.wordCount', { count: words, max: ANALYSIS_MAX_WORDS })}
          </Box>
        }
      />
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImageListField
            label={t('content.upload.analysisImages')}
            value={field.value}
            onChange={field.onChange}
            folder="signals"
            max={5}
            disabled={!env.may('images')}
          />
        )}
      />
      <FormTextField
        control={control}
        name="comment"
        multiline
        minRows={2}
        label={t('signalForm.fields.comment')}
        disabled={!env.may('comment')}
      />
      {env.mode === 'edit' && (
        <FormTextField
          control={control}
          name="statusUpdate"
          label={t('signalForm.fields.statusUpdate')}
          helperText={t('signalForm.statusUpdateHelp')}
          disabled={!env.may('statusUpdate')}
        />
      )}
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('signalForm.translations')}
          </Typography>
          <TranslateButton
            source={{ analysis: analysis ?? '', comment: comment ?? '' }}
            disabled={!env.may('translations')}
            onFilled={(filled) => {
              // Filled for review: every language opens; nothing is sent until the admin sends the idea.
              for (const locale of TRANSLATION_LOCALES) {
                for (const field of ['analysis', 'comment'] as const) {
                  const text = filled[locale]?.[field];
                  if (text) setValue(`translations.${locale}.${field}`, text, { shouldDirty: true });
                }
              }
              setOpened(Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, true])));
            }}
          />
        </Box>
        {TRANSLATION_LOCALES.map((locale) => {
          const filled = Boolean(translations?.[locale]?.analysis || translations?.[locale]?.comment);
          return (
            <Accordion
              key={locale}
              disableGutters
              variant="outlined"
              expanded={Boolean(opened[locale] || formState.errors.translations?.[locale])}
              onChange={(_event, expanded) => setOpened({ ...opened, [locale]: expanded })}
            >
              <AccordionSummary aria-controls={`translation-${locale}`} id={`translation-${locale}-header`}>
                <Typography lang={locale}>{LOCALE_NAMES[locale]}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }}>
                  {filled ? t('signalForm.translated') : t('signalForm.notTranslated')}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`translation-${locale}`} sx={{ display: 'grid', gap: 2 }}>
                <FormTextField
                  control={control}
                  name={`translations.${locale}.analysis`}
                  multiline
                  minRows={3}
                  label={t('signalForm.translatedAnalysis', { language: languageName(locale) })}
                  disabled={!env.may('translations')}
                  slotProps={{ htmlInput: { lang: locale } }}
                />
                <FormTextField
                  control={control}
                  name={`translations.${locale}.comment`}
                  multiline
                  minRows={2}
                  label={t('signalForm.translatedComment', { language: languageName(locale) })}
                  disabled={!env.may('translations')}
                  slotProps={{ htmlInput: { lang: locale } }}
                />
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
      <FormTextField
        control={control}
        name="disclaimer"
        multiline
        minRows={2}
        label={t('signalForm.fields.disclaimer')}
        helperText={t('signalForm.disclaimerHelp')}
        disabled={!env.may('disclaimer')}
      />
    </Box>
  );
}
