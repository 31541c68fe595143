import Alert, { type AlertColor } from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import {
  type CustomContentProps,
  closeSnackbar,
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
} from 'notistack';
import { forwardRef, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { placeToasts, TOAST_CONTAINER_CLASS, TOAST_TOP_VARIABLE } from './toast-place';
import { attachSnackbars, TOAST_DURATION_MS } from './toast-queue';

/** A toast: the MUI alert of its severity, with a close button; it blocks only its own box. */
const AlertToast = forwardRef<HTMLDivElement, CustomContentProps>(function AlertToast(
  { id, message, variant },
  ref,
) {
  const { t } = useTranslation();
  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={(variant === 'default' ? 'info' : variant) as AlertColor}
        variant="filled"
        onClose={() => closeSnackbar(id)}
        closeText={t('common.close')}
        sx={{ width: '100%', maxWidth: 480 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

/**
 * Shows the toasts: one at a time (a new one replaces the one on screen), 5 s each, top right below the
 * toolbar and the page's title row, so they never cover the page's main buttons.
 */
export function SnackbarToaster() {
  // The provider (a child) is constructed by now, and with it notistack's calls; read them when used,
  // as they follow the provider mounted last.
  useLayoutEffect(() => {
    attachSnackbars({
      enqueueSnackbar: (...args: Parameters<typeof enqueueSnackbar>) => enqueueSnackbar(...args),
      closeSnackbar: (key) => closeSnackbar(key),
    });
    return () => attachSnackbars(undefined);
  }, []);
  // Scrolled, the title row leaves the screen (toasts move up to the toolbar) or comes back.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeToasts());
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <>
      <GlobalStyles
        styles={{
          // Doubled class: wins over notistack's own offset whatever the order of the style sheets.
          [`.${TOAST_CONTAINER_CLASS}.${TOAST_CONTAINER_CLASS}`]: { top: `var(${TOAST_TOP_VARIABLE}, 72px)` },
        }}
      />
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerRoot: TOAST_CONTAINER_CLASS }}
        Components={{
          default: AlertToast,
          success: AlertToast,
          error: AlertToast,
          info: AlertToast,
          warning: AlertToast,
        }}
      />
    </>
  );
}
