import LinearProgress from '@mui/material/LinearProgress';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The 2 px bar at the top of the window while a navigation loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  if (!loading) return null;
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 2,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}
