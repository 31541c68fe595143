import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SignalStatus } from '@signal-desk/domain/signal';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SignalStatus, ChipProps['color']> = {
  pending: 'info',
  active: 'primary',
  won: 'success',
  sl_hit: 'error',
  early_sl_hit: 'error',
  cancelled: 'default',
  draw: 'warning',
  expired: 'default',
};

export function SignalStatusChip({ status }: { status: SignalStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} label={t(`signals.statuses.${status}`)} />;
}
