import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOCALE_NAMES, LOCALES } from '@signal-desk/domain/locales';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '@signal-desk/domain/notifications';
import { useState } from 'react';
import { type FieldValues, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error';
import { formResolver, optionalText } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors, serverErrorSummary } from '../../../shared/forms/server-errors';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { showToast } from '../../../shared/ui/toast-queue';
import { PhonePreview } from './phone-preview';

export interface NotificationFormValues {
  title: string;
  body: string;
  url: string;
  language: string;
  traderId: string;
}

const EMPTY: NotificationFormValues = { title: '', body: '', url: '', language: '', traderId: '' };

const toInput = (values: NotificationFormValues) => ({
  title: values.title,
  body: values.body,
  url: optionalText(values.url),
  language: optionalText(values.language),
  traderId: optionalText(values.traderId),
});

interface NotificationFormProps<Input> {
  /** The app's public name, for the preview and the confirmation. */
  appName: string;
  schema: z.ZodType<Input, FieldValues>;
  /** Maps the form's values to the request (drops what the endpoint does not take). */
  inputOf: (values: ReturnType<typeof toInput>) => FieldValues;
  traders?: { _id: string; nickname: string }[];
  sending: boolean;
  send: (input: Input, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  onSent: () => void;
}

/**
 * Title, body and optional link of a push with their character counts, the audience (all devices,
 * one language, or a trader's followers), a preview of the phone's notification, and a confirmation
 * before anything is sent.
 */
export function NotificationForm<Input>({
  appName,
  schema,
  inputOf,
  traders,
  sending,
  send,
  onSent,
}: NotificationFormProps<Input>) {
  const { t } = useTranslation();
  const form = useForm<NotificationFormValues, unknown, Input>({
    resolver: formResolver(schema, (values: NotificationFormValues) => inputOf(toInput(values))),
    defaultValues: EMPTY,
  });
  const { control } = form;
  const [title, body, language, traderId] = useWatch({
    control,
    name: ['title', 'body', 'language', 'traderId'],
  });
  const [pending, setPending] = useState<Input | null>(null);

  const audience = traderId
    ? t('delivery.form.audienceFollowers', {
        trader: traders?.find((trader) => trader._id === traderId)?.nickname ?? '',
      })
    : language
      ? t('delivery.form.audienceLanguage', { language: LOCALE_NAMES[language as keyof typeof LOCALE_NAMES] })
      : t('delivery.form.audienceAll');

  const confirm = () => {
    if (!pending) return;
    send(pending, {
      onSuccess: () => {
        setPending(null);
        form.reset(EMPTY);
        showToast(t('delivery.form.sent'), 'success');
        onSent();
      },
      onError: (error) => {
        setPending(null);
        applyServerErrors(error, form);
        showToast(
          isApiError(error)
            ? t('delivery.errors.couldNotSend', { message: serverErrorSummary(t, error) })
            : t('delivery.errors.sendingFailed'),
          'error',
        );
      },
    });
  };

  const count = (value: string, max: number) => t('delivery.form.characters', { count: value.length, max });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' },
      }}
    >
      <Paper
        component="form"
        noValidate
        onSubmit={form.handleSubmit((input) => setPending(input))}
        sx={{ p: 3, display: 'grid', gap: 2, alignContent: 'start' }}
      >
        <FormTextField
          control={control}
          name="title"
          required
          label={t('delivery.form.title')}
          helperText={count(title, PUSH_TITLE_MAX)}
        />
        <FormTextField
          control={control}
          name="body"
          required
          multiline
          minRows={3}
          label={t('delivery.form.body')}
          helperText={count(body, PUSH_BODY_MAX)}
        />
        <FormTextField control={control} name="url" label={t('delivery.form.url')} placeholder="https://" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="language"
            select
            label={t('delivery.form.language')}
            disabled={Boolean(traderId)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('delivery.form.allLanguages')}</MenuItem>
            {LOCALES.map((locale) => (
              <MenuItem key={locale} value={locale}>
                {LOCALE_NAMES[locale]}
              </MenuItem>
            ))}
          </FormTextField>
          {traders && (
            <FormTextField
              control={control}
              name="traderId"
              select
              label={t('delivery.form.trader')}
              disabled={Boolean(language)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('delivery.form.allCustomers')}</MenuItem>
              {traders.map((trader) => (
                <MenuItem key={trader._id} value={trader._id}>
                  {trader.nickname}
                </MenuItem>
              ))}
            </FormTextField>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('delivery.form.audience', { audience })}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" loading={sending}>
            {t('delivery.form.send')}
          </Button>
        </Box>
      </Paper>
      <PhonePreview appName={appName} title={title} body={body} />
      <ConfirmDialog
        open={pending !== null}
        title={t('delivery.form.confirmTitle')}
        message={t('delivery.form.confirmText', { app: appName, audience })}
        confirmLabel={t('delivery.form.send')}
        busy={sending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
