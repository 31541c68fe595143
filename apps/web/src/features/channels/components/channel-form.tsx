import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { App } from '@signal-desk/domain/apps';
import {
  CHANNEL_KINDS,
  type Channel,
  type ChannelInput,
  type ChannelKind,
  channelInputSchema,
} from '@signal-desk/domain/channels';
import { LOCALE_NAMES, LOCALES, type Locale } from '@signal-desk/domain/locale-codes';
import type { UseMutationResult } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors, serverErrorSummary } from '../../../shared/forms/server-errors';
import { showToast } from '../../../shared/ui/toast-queue';

export interface ChannelFormValues {
  app: App;
  kind: ChannelKind;
  name: string;
  language: Locale;
  enabled: boolean;
  /** Secrets are write-only: empty keeps the stored one. */
  botToken: string;
  chatId: string;
  webhookUrl: string;
}

export const channelFormDefaults = (app: App, from?: Channel): ChannelFormValues => ({
  app: from?.app ?? app,
  kind: from?.kind ?? 'telegram',
  name: from?.name ?? '',
  language: from?.language ?? 'en',
  enabled: from?.enabled ?? true,
  botToken: '',
  chatId: from?.chatId ?? '',
  webhookUrl: '',
});

/** The input of the API: only the fields of the channel's kind. */
export const channelInputOf = ({ botToken, chatId, webhookUrl, ...values }: ChannelFormValues) =>
  values.kind === 'telegram' ? { ...values, botToken, chatId } : { ...values, webhookUrl };

/** Add or edit a Telegram chat or a Discord channel; the stored secrets show masked, never in a field. */
export function ChannelForm({
  apps,
  defaults,
  stored,
  save,
  onDone,
  onCancel,
}: {
  apps: readonly App[];
  defaults: ChannelFormValues;
  /** The channel being edited (its masked secrets), when editing. */
  stored?: Channel;
  save: UseMutationResult<Channel, Error, ChannelInput>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ChannelFormValues, unknown, ChannelInput>({
    resolver: formResolver(channelInputSchema, channelInputOf),
    defaultValues: defaults,
  });
  const { control } = form;
  const kind = form.watch('kind');
  const storedHelp = (masked: string | null | undefined, help: string) =>
    masked ? t('channels.help.stored', { masked }) : help;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        showToast(t('channels.saved'), 'success');
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(t('channels.saveFailed', { message: serverErrorSummary(t, error) }), 'error');
      },
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="app" select required label={t('channels.fields.app')}>
          {apps.map((app) => (
            <MenuItem key={app} value={app}>
              {t(`apps.${app}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="kind" select required label={t('channels.fields.kind')}>
          {CHANNEL_KINDS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`channels.kinds.${option}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="name" required label={t('channels.fields.name')} />
        <FormTextField
          control={control}
          name="language"
          select
          required
          label={t('channels.fields.language')}
        >
          {LOCALES.map((locale) => (
            <MenuItem key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      {kind === 'telegram' ? (
        <>
          <FormTextField
            control={control}
            name="botToken"
            type="password"
            autoComplete="off"
            required={!stored?.botToken}
            label={t('channels.fields.botToken')}
            helperText={storedHelp(stored?.botToken, t('channels.help.botToken'))}
          />
          <FormTextField
            control={control}
            name="chatId"
            required
            label={t('channels.fields.chatId')}
            helperText={t('channels.help.chatId')}
          />
        </>
      ) : (
        <FormTextField
          control={control}
          name="webhookUrl"
          type="password"
          autoComplete="off"
          required={!stored?.webhookUrl}
          label={t('channels.fields.webhookUrl')}
          helperText={storedHelp(stored?.webhookUrl, t('channels.help.webhookUrl'))}
        />
      )}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={t('channels.fields.enabled')}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
