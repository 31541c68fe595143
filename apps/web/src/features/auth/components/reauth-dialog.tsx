import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ReauthInput } from '@signal-desk/domain/two-factor';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';

interface ReauthDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The admin has an authenticator app: a current code answers too. */
  withCode: boolean;
  busy: boolean;
  /** The last refusal (a wrong password or code), shown in the dialog. */
  error: unknown;
  onConfirm: (reauth: ReauthInput) => void;
  onClose: () => void;
}

/**
 * Confirms an action that weakens the sign-in (removing a factor, renewing the recovery codes) with
 * the current password or a current code, which the server checks again.
 */
export function ReauthDialog(props: ReauthDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      {/* Inside the dialog, so what was typed goes when it closes. */}
      <ReauthForm id={id} {...props} />
    </Dialog>
  );
}

function ReauthForm({
  id,
  title,
  message,
  confirmLabel,
  withCode,
  busy,
  error,
  onConfirm,
  onClose,
}: ReauthDialogProps & { id: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const reauth: ReauthInput | null = password ? { password } : code.trim() ? { code: code.trim() } : null;
  return (
    <>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={`${id}-text`}>
          {message} {t('twoFactor.reauthText')}
        </DialogContentText>
        {error ? <Alert severity="error">{apiErrorText(t, error)}</Alert> : null}
        <TextField
          type="password"
          autoComplete="current-password"
          label={t('twoFactor.currentPassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
        {withCode && (
          <TextField
            label={t('twoFactor.orCurrentCode')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          onClick={() => reauth && onConfirm(reauth)}
          disabled={!reauth}
          color="error"
          variant="contained"
          loading={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}
