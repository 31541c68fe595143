import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { App } from '@signal-desk/domain/apps';
import { STATS_PERIODS, type StatsPeriod } from '@signal-desk/domain/date-range';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/forms/error-message';
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
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('reports.filters.period')}
        value={filters.period ?? 'custom'}
        onChange={(_event, value: StatsPeriod | 'custom' | null) => {
          if (value === null || value === 'custom') return;
          onChange({ ...filters, period: value, from: undefined, to: undefined });
        }}
      >
        {STATS_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {t(`reports.filters.periods.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
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
