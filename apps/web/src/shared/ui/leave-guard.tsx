import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../paths';

/**
 * Asks before leaving a page with unsaved input: in the app (router blocker, a change of the URL's
 * search included) and when the tab closes or reloads (the browser's own prompt). Signing out is never
 * held back.
 */
export function LeaveGuard({
  when,
  title,
  message,
}: {
  when: () => boolean;
  title: string;
  message: string;
}) {
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
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('common.stay')}</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          {t('common.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
