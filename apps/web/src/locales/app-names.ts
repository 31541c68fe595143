import { APP_INFO, APPS, type App } from '@signal-desk/domain/app-catalogue';

type ExternalApp = 'external' | 'externalFx' | 'externalIndices' | 'externalSynthetic';

/** SHiFT, NFX, MIRA, RELIC and TITAN are names, the same in every language; the external ones are translated. */
export const APP_NAMES = Object.fromEntries(
  APPS.filter((app) => !APP_INFO[app].externalKey).map((app) => [app, APP_INFO[app].label]),
) as Record<Exclude<App, ExternalApp>, string>;
