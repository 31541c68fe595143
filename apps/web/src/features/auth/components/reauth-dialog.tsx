import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReauthInput, reauthInputSchema } from '@signal-desk/domain/two-factor';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { formResolver, optionalText } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';

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

type ReauthValues = { password: string; code: string };

// The password when typed, else the code: one is enough, and the server checks what it gets.
const reauthOf = ({ password, code }: ReauthValues) =>
  password ? { password } : { code: optionalText(code) };

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
  const form = useForm<ReauthValues, unknown, ReauthInput>({
    resolver: formResolver(reauthInputSchema, reauthOf),
    defaultValues: { password: '', code: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onConfirm)}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={`${id}-text`}>
          {message} {t('twoFactor.reauthText')}
        </DialogContentText>
        {error ? <Alert severity="error">{apiErrorText(t, error)}</Alert> : null}
        <FormTextField
          control={form.control}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('twoFactor.currentPassword')}
          autoFocus
        />
        {withCode && (
          <FormTextField
            control={form.control}
            name="code"
            label={t('twoFactor.orCurrentCode')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" color="error" variant="contained" loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
