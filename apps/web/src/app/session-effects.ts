import i18n from 'i18next';
import { queryClient } from '../shared/api/query-client';
import { applyLocale, currentLocale } from '../shared/i18n/i18n';
import { PATHS } from '../shared/paths';
import { getSession, onSessionExpired, subscribeToSession } from '../shared/session/session-store';
import { showToast } from '../shared/ui/toast-queue';
import { router } from './router';

/** What follows a change of session: the page, cached data, the UI language, the route guards. */
export function followSession() {
  let permissionsKey = permissionsOf();

  subscribeToSession(() => {
    const session = getSession();
    if (!session) {
      queryClient.clear();
      void router.navigate({ to: PATHS.signin });
    }
    const locale = session?.user.locale;
    if (locale && locale !== currentLocale()) void applyLocale(locale);
    const nextKey = permissionsOf();
    if (nextKey !== permissionsKey) {
      permissionsKey = nextKey;
      // Rerun the guards: the admin may have lost access to the page on screen.
      if (session) void router.invalidate();
    }
  });

  onSessionExpired(() => showToast(i18n.t('session.loggedOut'), 'warning'));
}

function permissionsOf() {
  return getSession()?.user.effectivePermissions.join() ?? '';
}
