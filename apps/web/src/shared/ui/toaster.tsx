import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from './toast-queue';

const TOAST_DURATION_MS = 5000;

/** Shows the current toast top right for 5 s; the next one appears once it has left. */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useSyncExternalStore(toasts.subscribe, toasts.current);
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  const open = toast !== null && toast.id !== hiddenId;
  const hide = () => setHiddenId(toast?.id ?? null);

  return (
    <Snackbar
      key={toast?.id}
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      // Below the toolbar, whose name and signal counter stay readable while a toast shows.
      sx={{ top: { xs: 64, sm: 76 } }}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hide();
      }}
      slotProps={{ transition: { onExited: () => toasts.next() } }}
    >
      {toast ? (
        <Alert
          severity={toast.severity}
          variant="filled"
          onClose={hide}
          closeText={t('common.close')}
          sx={{ width: '100%' }}
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
