import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type TotpSetup as Setup, totpConfirmInputSchema } from '@signal-desk/domain/two-factor';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';

interface TotpSetupProps {
  setup: Setup;
  /** Sends the first code; rejects with the API error when it is refused. */
  onConfirm: (code: string) => Promise<void>;
}

/** The QR code and the secret of a started authenticator set-up, confirmed by a first code. */
export function TotpSetup({ setup, onConfirm }: TotpSetupProps) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  // A refusal that names no field (a wrong code): said above the field.
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: formResolver(totpConfirmInputSchema, (v) => v),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    let live = true;
    void toDataURL(setup.uri, { margin: 1, width: 200 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [setup.uri]);
  const submit = submitOrPlaceErrors(
    form,
    ({ code }) => {
      setFailure(null);
      return onConfirm(code);
    },
    { onUnplaced: setFailure },
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2">{t('twoFactor.scanQr')}</Typography>
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        {qr && <img src={qr} width={200} height={200} alt={t('twoFactor.qrAlt')} />}
      </Box>
      <Typography variant="body2">{t('twoFactor.orTypeSecret')}</Typography>
      <Typography
        data-testid="totp-secret"
        sx={{
          fontFamily: 'monospace',
          wordBreak: 'break-all',
          bgcolor: 'action.hover',
          p: 1,
          borderRadius: 1,
        }}
      >
        {setup.secret}
      </Typography>
      {failure ? <Alert severity="error">{apiErrorText(t, failure)}</Alert> : null}
      <FormTextField
        control={form.control}
        name="code"
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        required
      />
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
        {t('twoFactor.confirmCode')}
      </Button>
    </Box>
  );
}
