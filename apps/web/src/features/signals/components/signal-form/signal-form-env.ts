import type { App } from '@signal-desk/domain/apps';
import type { CurrencyPair } from '@signal-desk/domain/markets';
import type { Signal } from '@signal-desk/domain/signal';
import type { LivePrice } from '../../../../shared/live/live-prices';
import type { SignalFormValues } from './signal-form-values';

/** What every step of the trade idea form knows besides its inputs. */
export interface SignalFormEnv {
  mode: 'create' | 'edit';
  /** The idea being edited. */
  signal?: Signal;
  /** Apps the admin may publish to. */
  apps: App[];
  pairs: CurrencyPair[];
  pairsError: string | null;
  /** The chosen pair. */
  pair: CurrencyPair | undefined;
  unit: 'pips' | 'points';
  /** Pips or points per unit of price of the chosen pair (or of the idea). */
  multiplier: string | null;
  live: LivePrice | undefined;
  /** The fresh price a market order would open at now (ask for a buy, bid for a sell). */
  openingPrice: string | null;
  /** Whether the admin may change the field (editing: field and state permissions). */
  may: (field: keyof SignalFormValues) => boolean;
}

export const fieldGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;
