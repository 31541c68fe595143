import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signalsLeft } from '@signal-desk/domain/admin';
import { APP_INFO, type App, type SignalType } from '@signal-desk/domain/apps';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { useSignedInUser } from '../../../../shared/session/session-store';
import { useTraders } from '../../api/list-traders';
import { fieldGrid, type SignalFormEnv } from './signal-form-env';
import type { SignalFormValues } from './signal-form-values';

/** Step 1: the app (among those the admin may use), its signal type and the trader. */
export function StepApp({ env }: { env: SignalFormEnv }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { control, setValue } = useFormContext<SignalFormValues>();
  const [app, signalType] = useWatch({ control, name: ['app', 'signalType'] });
  const traders = useTraders(app, env.mode === 'create');
  const editing = env.mode === 'edit';
  const sent = user.signalsSent[app] ?? 0;
  const limit = user.signalsLimit[app] ?? 0;

  const changeSignalType = (next: SignalType) => {
    setValue('signalType', next, { shouldDirty: true });
    setValue('pair', '', { shouldDirty: true });
    setValue('exchange', '');
    setValue('exchangeType', '');
  };
  const changeApp = (next: App) => {
    setValue('app', next, { shouldDirty: true });
    setValue('trader', '');
    changeSignalType(APP_INFO[next].signalTypes[0] ?? 'forex');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={fieldGrid}>
        <TextField
          select
          required
          fullWidth
          disabled={editing}
          label={t('signalForm.fields.app')}
          value={app}
          onChange={(event) => changeApp(event.target.value as App)}
        >
          {(editing ? [app] : env.apps).map((option) => (
            <MenuItem key={option} value={option}>
              {t(`apps.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          fullWidth
          disabled={editing}
          label={t('signalForm.fields.signalType')}
          value={signalType}
          onChange={(event) => changeSignalType(event.target.value as SignalType)}
        >
          {APP_INFO[app].signalTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`signals.signalTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormTextField
          control={control}
          name="trader"
          select
          disabled={editing}
          label={t('signalForm.fields.trader')}
          helperText={traders.isError ? t('signalForm.tradersFailed') : undefined}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {editing && env.signal ? (
            <MenuItem value={env.signal.trader._id}>{env.signal.trader.nickname}</MenuItem>
          ) : (
            [
              <MenuItem key="" value="">
                {t('signalForm.traderMe', { nickname: user.nickname })}
              </MenuItem>,
              ...(traders.data ?? [])
                .filter((trader) => trader._id !== user._id)
                .map((trader) => (
                  <MenuItem key={trader._id} value={trader._id}>
                    {trader.nickname}
                  </MenuItem>
                )),
            ]
          )}
        </FormTextField>
      </Box>
      {!editing && (
        <Typography variant="body2" color="text.secondary">
          {t('signalForm.sentToday', { sent, limit })}
        </Typography>
      )}
      {!editing && signalsLeft(user, app) === 0 && (
        <Alert severity="error">{t('reasons.daily_limit_reached')}</Alert>
      )}
    </Box>
  );
}
