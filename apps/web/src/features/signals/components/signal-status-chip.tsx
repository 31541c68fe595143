import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SignalStatus } from '@signal-desk/domain/signal';
import { useTranslation } from 'react-i18next';

/** Status colours with white text of enough contrast (WCAG AA) on every chip. */
const STYLES: Record<SignalStatus, { variant: 'filled' | 'outlined'; sx: SxProps<Theme> }> = {
  pending: { variant: 'filled', sx: { bgcolor: 'info.dark', color: 'common.white' } },
  active: { variant: 'filled', sx: { bgcolor: 'primary.main', color: 'common.white' } },
  won: { variant: 'filled', sx: { bgcolor: 'success.dark', color: 'common.white' } },
  sl_hit: { variant: 'filled', sx: { bgcolor: 'error.dark', color: 'common.white' } },
  early_sl_hit: { variant: 'filled', sx: { bgcolor: 'error.dark', color: 'common.white' } },
  cancelled: { variant: 'filled', sx: {} },
  draw: { variant: 'filled', sx: { bgcolor: '#8d4e00', color: 'common.white' } },
  expired: { variant: 'outlined', sx: {} },
};

export function SignalStatusChip({ status }: { status: SignalStatus }) {
  const { t } = useTranslation();
  const style = STYLES[status];
  return <Chip size="small" variant={style.variant} sx={style.sx} label={t(`signals.statuses.${status}`)} />;
}
