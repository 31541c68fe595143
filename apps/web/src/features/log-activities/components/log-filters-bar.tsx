import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { APPS } from '@signal-desk/domain/apps';
import { QUICK_PERIODS } from '@signal-desk/domain/date-range';
import { useTranslation } from 'react-i18next';
import { activityKindLabel } from '../../../shared/activity-kinds';
import type { LogFilters } from './log-search';

interface LogFiltersBarProps {
  filters: LogFilters;
  onChange: (filters: LogFilters) => void;
  /** The trade idea id as typed; the page writes it to the URL once typing pauses. */
  signalId: string;
  onSignalIdChange: (text: string) => void;
  eventTypes: string[];
  userNames: { userName: string; name: string }[];
}

/** Quick dates or a range, event type, user, trade idea and app; a change goes back to page 1. */
export function LogFiltersBar({
  filters,
  onChange,
  signalId,
  onSignalIdChange,
  eventTypes,
  userNames,
}: LogFiltersBarProps) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<LogFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const select = (
    key: 'eventType' | 'userName' | 'app',
    options: [string, string][],
    all: string,
    minWidth = 180,
  ) => (
    <TextField
      select
      size="small"
      label={t(`reports.log.filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={(event) => set({ [key]: event.target.value || undefined })}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
      {filters[key] && !options.some(([value]) => value === filters[key]) && (
        <MenuItem value={filters[key]}>
          {key === 'eventType' ? activityKindLabel(t, filters[key]) : filters[key]}
        </MenuItem>
      )}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('reports.filters.period')}
        value={filters.period ?? (filters.from || filters.to ? 'custom' : 'all')}
        onChange={(_event, value: string | null) => {
          if (value === null || value === 'custom') return;
          set({
            period: value === 'all' ? undefined : (value as LogFilters['period']),
            from: undefined,
            to: undefined,
          });
        }}
      >
        <ToggleButton value="all">{t('reports.log.filters.allTime')}</ToggleButton>
        {QUICK_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {t(`reports.filters.periods.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          size="small"
          label={t(`reports.filters.${key}`)}
          value={filters[key] ?? ''}
          onChange={(event) => set({ period: undefined, [key]: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {select(
        'eventType',
        eventTypes
          .map((kind): [string, string] => [kind, activityKindLabel(t, kind)])
          .sort(([, a], [, b]) => a.localeCompare(b, i18n.language)),
        t('reports.log.filters.allEvents'),
        220,
      )}
      {select(
        'userName',
        userNames.map((u) => [u.userName, u.userName]),
        t('reports.log.filters.allUsers'),
        220,
      )}
      {select(
        'app',
        APPS.map((app) => [app, t(`apps.${app}`)]),
        t('reports.filters.allApps'),
        150,
      )}
      <TextField
        size="small"
        label={t('reports.log.filters.signalId')}
        placeholder="SHIFT-000123"
        value={signalId}
        onChange={(event) => onSignalIdChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
