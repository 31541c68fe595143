import { APP_INFO, type App, type SignalType } from '@signal-desk/domain/apps';

/** The query of a link to an app's page: `?app=`, and `&signalType=` when the app publishes only one. */
export function appSearch(app: App): { app: App; signalType?: SignalType } {
  const [only, ...others] = APP_INFO[app].signalTypes;
  return only && others.length === 0 ? { app, signalType: only } : { app };
}
