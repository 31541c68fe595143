import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { APP_INFO, type App } from '@signal-desk/domain/apps';
import { QUICK_PERIODS } from '@signal-desk/domain/date-range';
import { SIGNAL_STATUSES, type SignalStatus } from '@signal-desk/domain/signal';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedUrlText } from '../../../shared/hooks/use-typed-url-text';
import { SearchField } from '../../../shared/ui/list-controls';
import { PeriodFilter, SelectFilter } from '../../../shared/ui/list-page/list-toolbar';
import type { Trader } from '../api/list-traders';
import type { SignalListFilters } from './signal-list-search';

interface SignalFiltersBarProps {
  app: App;
  filters: SignalListFilters;
  onChange: (filters: SignalListFilters) => void;
  traders: Trader[];
}

/** Quick dates, signal type (apps with two), statuses, trader and search: all kept in the URL. */
// Its page redraws as the list and the traders arrive: the bar only when its own props change.
export const SignalFiltersBar = memo(function SignalFiltersBar({
  app,
  filters,
  onChange,
  traders,
}: SignalFiltersBarProps) {
  const { t } = useTranslation();
  const { text: search, setText: setSearch } = useTypedUrlText(filters.search ?? '', (text) =>
    onChange({ ...filters, search: text || undefined }),
  );

  const signalTypes = APP_INFO[app].signalTypes;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
      <PeriodFilter
        label={t('signals.filters.period')}
        periods={QUICK_PERIODS}
        value={filters.period}
        all={t('signals.filters.allTime')}
        labelOf={(period) => t(`signals.filters.periods.${period}`)}
        onChange={(period) => onChange({ ...filters, period })}
      />
      {signalTypes.length > 1 && (
        <SelectFilter
          label={t('signals.filters.signalType')}
          value={filters.signalType}
          options={signalTypes}
          labelOf={(type) => t(`signals.signalTypes.${type}`)}
          all={t('signals.filters.allTypes')}
          onChange={(signalType) => onChange({ ...filters, signalType })}
        />
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
      <SelectFilter
        label={t('signals.filters.trader')}
        value={filters.trader}
        options={traders.map((trader) => trader._id)}
        labelOf={(id) =>
          traders.find((trader) => trader._id === id)?.nickname ?? t('signals.filters.otherTrader')
        }
        all={t('signals.filters.allTraders')}
        onChange={(trader) => onChange({ ...filters, trader })}
      />
      <SearchField label={t('signals.filters.search')} value={search} onChange={setSearch} />
    </Box>
  );
});
