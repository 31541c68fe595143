import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { PricePrecision } from '@signal-desk/domain/prices';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { formatAge, formatPrice } from '../i18n/format';
import type { LivePrice } from './live-prices';
import { isLivePriceOutdated, livePriceAge } from './use-live-prices';

interface LivePriceViewProps {
  price: LivePrice | undefined;
  /** Whose precision the prices are written with. */
  pair: PricePrecision;
  /** Also show bid and ask under the price. */
  showBidAsk?: boolean;
}

/**
 * A live price with its age; "simulated" when the simulated market made it, "Price outdated, use manual
 * price" once it is older than 15 s, and the server's reason when the instrument has no price.
 */
export function LivePriceView({ price, pair, showBidAsk = false }: LivePriceViewProps) {
  const { t } = useTranslation();
  const now = useNow();

  if (!price || price.status === 'waiting') {
    return (
      <>
        <Skeleton variant="text" width={80} aria-hidden sx={{ display: 'inline-block' }} />
        <Box component="span" sx={visuallyHidden}>
          {t('live.waiting')}
        </Box>
      </>
    );
  }
  if (price.status === 'failed') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('live.failed')}
      </Typography>
    );
  }
  if (price.status === 'unavailable') {
    return (
      <Typography variant="body2" color="warning.dark" sx={{ maxWidth: 260 }}>
        {t(`reasons.${price.reason}`)}
      </Typography>
    );
  }

  const { quote } = price;
  const outdated = isLivePriceOutdated(price, now);
  const age = formatAge(livePriceAge(price, now) ?? 0);
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="span"
          variant="body2"
          data-live-price={outdated ? 'outdated' : 'live'}
          sx={{
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
            color: outdated ? 'text.secondary' : 'text.primary',
          }}
        >
          {formatPrice(quote.price, pair)}
        </Typography>
        {quote.simulated && (
          <Chip size="small" variant="outlined" label={t('live.simulated')} sx={{ height: 20 }} />
        )}
      </Box>
      {showBidAsk && (
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('live.bidAsk', { bid: formatPrice(quote.bid, pair), ask: formatPrice(quote.ask, pair) })}
        </Typography>
      )}
      <Typography variant="caption" color={outdated ? 'warning.dark' : 'text.secondary'}>
        {outdated ? t('live.outdatedAge', { age }) : age}
      </Typography>
    </Box>
  );
}
