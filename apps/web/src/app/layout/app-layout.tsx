import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../../features/auth/api/me';
import { usePageDataLoaded } from '../../shared/hooks/use-page-data-loaded';
import { useLiveUpdates } from '../../shared/live/use-live-updates';
import { useSession } from '../../shared/session/session-store';
import { settingsQueryOptions } from '../../shared/settings/settings-query';
import { languagesQueryOptions } from '../../shared/translations/translate';
import { MenuIcon } from '../../shared/ui/icons';
import { TOASTS_BELOW } from '../../shared/ui/toast-place';
import { bringUpToaster } from '../../shared/ui/toast-queue';
import { SIDEBAR_WIDTH } from '../theme';
import { AccountMenu } from './account-menu';
import { Sidebar } from './sidebar';

/** Only an admin without a saved language sees it, once: its select and dialog stay out of the shell. */
const LanguageDialog = lazy(() =>
  import('../../features/auth/components/language-dialog').then((m) => ({ default: m.LanguageDialog })),
);

/**
 * The signed-in shell: sidebar, toolbar and the page. Renders nothing once the session ends. At start,
 * once the page's own data is in, it fetches the settings and the languages (SPEC section 7), so the
 * pages that need them read the cache, and the signed-in admin afresh, so the menu follows a change of
 * their permissions.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  useLiveUpdates(session?.token);
  if (!session) return null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        {...TOASTS_BELOW}
        position="fixed"
        elevation={1}
        sx={{ width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` }, ml: { md: `${SIDEBAR_WIDTH}px` } }}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.openMenu')}
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 2, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1 }} />
          <AccountMenu user={session.user} />
        </Toolbar>
      </AppBar>
      <Sidebar mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      {session.user.locale === null && (
        <Suspense fallback={null}>
          <LanguageDialog />
        </Suspense>
      )}
      <LaterShellData />
    </Box>
  );
}

/**
 * What the shell fetches (and the toaster it loads) once the page's own data is in and drawn
 * (`usePageDataLoaded`). A leaf of its own, after the page: its effects run once the page's queries
 * have started, and its state changes re-render nothing else (in the layout, the flag re-rendered the
 * whole shell and page, a third of a second on a phone).
 */
function LaterShellData() {
  const client = useQueryClient();
  const pageDataLoaded = usePageDataLoaded();
  useQuery({ ...meQueryOptions, enabled: pageDataLoaded });
  useEffect(() => {
    if (!pageDataLoaded) return;
    void client.prefetchQuery(settingsQueryOptions);
    void client.prefetchQuery(languagesQueryOptions);
    bringUpToaster();
  }, [client, pageDataLoaded]);
  return null;
}
