import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TotpSetup as Setup } from '@signal-desk/domain/two-factor';
import { toDataURL } from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TotpSetupProps {
  setup: Setup;
  /** Sends the first code; rejects with the API error when it is wrong. */
  onConfirm: (code: string) => Promise<void>;
  /** The text of the last failure, if any. */
  failure: string | null;
  pending: boolean;
}

/** The QR code and the secret of a started authenticator set-up, confirmed by a first code. */
export function TotpSetup({ setup, onConfirm, failure, pending }: TotpSetupProps) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  useEffect(() => {
    let live = true;
    void toDataURL(setup.uri, { margin: 1, width: 200 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [setup.uri]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onConfirm(code);
  };
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
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={t('twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        required
      />
      <Button type="submit" variant="contained" loading={pending}>
        {t('twoFactor.confirmCode')}
      </Button>
    </Box>
  );
}
