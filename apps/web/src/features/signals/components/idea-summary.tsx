import Typography from '@mui/material/Typography';
import type { SignalSummary } from '@signal-desk/domain/signal';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/i18n/format';

/** "EUR/USD · Buy · entry 1.0850": the idea a price dialog acts on. */
export function IdeaSummary({ signal }: { signal: SignalSummary }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2">
      {t('signals.close.summary', {
        pair: signal.currencyPair,
        side: t(`signals.sides.${signal.side}`),
        entry: formatPrice(signal.entry, signal),
      })}
    </Typography>
  );
}
