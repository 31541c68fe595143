import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { APP_INFO, type App, type SignalType } from '@signal-desk/domain/apps';
import { QUICK_PERIODS, type QuickPeriod } from '@signal-desk/domain/date-range';
import { SIGNAL_STATUSES, type SignalStatus } from '@signal-desk/domain/signal';
import { useTranslation } from 'react-i18next';
import { useTypedUrlText } from '../../../shared/hooks/use-typed-url-text';
import { SearchField } from '../../../shared/ui/list-controls';
import type { Trader } from '../api/list-traders';
import type { SignalListFilters } from './signal-list-search';

interface SignalFiltersBarProps {
  app: App;
  filters: SignalListFilters;
  onChange: (filters: SignalListFilters) => void;
  traders: Trader[];
}

/** Quick dates, signal type (apps with two), statuses, trader and search: all kept in the URL. */
export function SignalFiltersBar({ app, filters, onChange, traders }: SignalFiltersBarProps) {
  const { t } = useTranslation();
  const { text: search, setText: setSearch } = useTypedUrlText(filters.search ?? '', (text) =>
    onChange({ ...filters, search: text || undefined }),
  );

  const signalTypes = APP_INFO[app].signalTypes;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('signals.filters.period')}
        value={filters.period ?? 'all'}
        onChange={(_event, value: QuickPeriod | 'all' | null) => {
          if (value !== null) onChange({ ...filters, period: value === 'all' ? undefined : value });
        }}
      >
        <ToggleButton value="all">{t('signals.filters.allTime')}</ToggleButton>
        {QUICK_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {t(`signals.filters.periods.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {signalTypes.length > 1 && (
        <TextField
          select
          size="small"
          label={t('signals.filters.signalType')}
          value={filters.signalType ?? ''}
          onChange={(event) =>
            onChange({ ...filters, signalType: (event.target.value || undefined) as SignalType | undefined })
          }
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('signals.filters.allTypes')}</MenuItem>
          {signalTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`signals.signalTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={t('signals.filters.status')}
        value={filters.status}
        onChange={(event) => {
          const value = event.target.value as unknown as SignalStatus[] | string;
          onChange({
            ...filters,
            status: typeof value === 'string' ? (value.split(',') as SignalStatus[]) : value,
          });
        }}
        sx={{ minWidth: 180, maxWidth: 320 }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const statuses = selected as SignalStatus[];
              return statuses.length === 0
                ? t('signals.filters.allStatuses')
                : statuses.map((status) => t(`signals.statuses.${status}`)).join(', ');
            },
          },
          inputLabel: { shrink: true },
        }}
      >
        {SIGNAL_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            <Checkbox size="small" checked={filters.status.includes(status)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={t(`signals.statuses.${status}`)} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('signals.filters.trader')}
        value={filters.trader ?? ''}
        onChange={(event) => onChange({ ...filters, trader: event.target.value || undefined })}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('signals.filters.allTraders')}</MenuItem>
        {traders.map((trader) => (
          <MenuItem key={trader._id} value={trader._id}>
            {trader.nickname}
          </MenuItem>
        ))}
        {filters.trader && !traders.some((trader) => trader._id === filters.trader) && (
          <MenuItem value={filters.trader}>{t('signals.filters.otherTrader')}</MenuItem>
        )}
      </TextField>
      <SearchField label={t('signals.filters.search')} value={search} onChange={setSearch} />
    </Box>
  );
}
