import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/paths';

/**
 * Asks before leaving a form with unsaved input: in the app (router blocker) and when the tab closes
 * or reloads (the browser's own prompt). Signing out is never held back.
 */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => next.pathname !== PATHS.signin && when(),
    enableBeforeUnload: when,
    withResolver: true,
  });
  return (
    <Dialog
      open={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{t('signalForm.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('signalForm.leave.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('signalForm.leave.stay')}</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          {t('signalForm.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
