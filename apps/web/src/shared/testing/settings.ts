import { settingsSchema } from '@signal-desk/domain/signal-support';
import { answerData } from './api-server';

/** `GET /api/settings` as a fresh install answers it (no disclaimers, no blacklist, 3 MB images). */
export const answerSettings = () =>
  answerData('GET', '/api/settings', settingsSchema, {
    tradeIdeaDisclaimer: null,
    defaultSignalDisclaimer: null,
    blacklistWordFilter: false,
    cancellationThresholds: { pips: '5', points: '5' },
    imageLimitMb: 3,
  });
