import type { AdminUser } from '@signal-desk/domain/admin';
import { APPS } from '@signal-desk/domain/apps';

/** Signals sent today over the daily limit, summed over the apps and per app with a limit. */
export function signalCounts(user: Pick<AdminUser, 'signalsSent' | 'signalsLimit'>) {
  const perApp = APPS.map((app) => ({
    app,
    sent: user.signalsSent[app] ?? 0,
    limit: user.signalsLimit[app] ?? 0,
  }));
  return {
    sent: perApp.reduce((sum, counts) => sum + counts.sent, 0),
    limit: perApp.reduce((sum, counts) => sum + counts.limit, 0),
    perApp: perApp.filter((counts) => counts.limit > 0),
  };
}
