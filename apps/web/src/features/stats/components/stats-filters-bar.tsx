import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { App } from '@signal-desk/domain/apps';
import { STATS_PERIODS } from '@signal-desk/domain/date-range';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/forms/error-message';
import { PeriodFilter } from '../../../shared/ui/list-page/list-toolbar';
import type { RangeErrors, StatsFilters } from './stats-search';

interface StatsFiltersBarProps {
  filters: StatsFilters;
  /** Refusals of the date fields (a reversed range, one over 5 years), from here or the server. */
  errors: RangeErrors;
  onChange: (filters: StatsFilters) => void;
  apps: readonly App[];
  traders: { key: string; name: string }[];
  strategies: string[];
}

/** Quick periods or a custom range, app, trader and strategy: all kept in the URL. */
export const StatsFiltersBar = memo(function StatsFiltersBar({
  filters,
  errors,
  onChange,
  apps,
  traders,
  strategies,
}: StatsFiltersBarProps) {
  const { t } = useTranslation();
  const select = (
    label: string,
    value: string | undefined,
    all: string,
    options: [string, string][],
    key: keyof StatsFilters,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange({ ...filters, [key]: event.target.value || undefined })}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map(([id, name]) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
      {value && !options.some(([id]) => id === value) && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
  const day = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`reports.filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={(event) =>
        onChange({ ...filters, period: undefined, [key]: event.target.value || undefined })
      }
      error={errors[key] !== undefined}
      helperText={errorText(t, errors[key])}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', p: 2 }}>
      <PeriodFilter
        label={t('reports.filters.period')}
        periods={STATS_PERIODS}
        value={filters.period}
        labelOf={(period) => t(`reports.filters.periods.${period}`)}
        onChange={(period) => period && onChange({ ...filters, period, from: undefined, to: undefined })}
      />
      {day('from')}
      {day('to')}
      {select(
        t('reports.filters.app'),
        filters.app,
        t('reports.filters.allApps'),
        apps.map((app) => [app, t(`apps.${app}`)]),
        'app',
      )}
      {select(
        t('reports.filters.trader'),
        filters.trader,
        t('reports.filters.allTraders'),
        traders.map((trader) => [trader.key, trader.name]),
        'trader',
      )}
      {select(
        t('reports.filters.strategy'),
        filters.strategy,
        t('reports.filters.allStrategies'),
        strategies.filter(Boolean).map((s) => [s, s]),
        'strategy',
      )}
    </Box>
  );
});
