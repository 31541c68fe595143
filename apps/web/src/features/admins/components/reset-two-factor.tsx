import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@signal-desk/domain/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { showToast } from '../../../shared/ui/toast-queue';
import { useResetTwoFactor } from '../api/reset-two-factor';

/** For an admin who lost their device: their next sign-in sets up a factor again when a role requires one. */
export function ResetTwoFactor({ admin }: { admin: AdminUser }) {
  const { t } = useTranslation();
  const reset = useResetTwoFactor();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
        {t('admins.resetTwoFactorHint')}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('admins.resetTwoFactor')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('admins.resetTwoFactor')}
        message={t('admins.resetTwoFactorText', { name: admin.name })}
        confirmLabel={t('admins.resetTwoFactor')}
        busy={reset.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          reset.mutate(admin._id, {
            onSuccess: () => showToast(t('admins.twoFactorReset'), 'success'),
            onError: (error) => showToast(apiErrorText(t, error), 'error'),
            onSettled: () => setOpen(false),
          })
        }
      />
    </Box>
  );
}
