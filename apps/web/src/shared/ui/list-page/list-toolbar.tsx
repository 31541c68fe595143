import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../list-controls';
import type { ListSearch, ListState } from './use-list-state';

interface SelectFilterProps<V extends string | number> {
  label: string;
  value: V | undefined;
  options: readonly V[];
  labelOf: (option: V) => string;
  /** Undefined: no filter (the `all` option). */
  onChange: (value: V | undefined) => void;
  /** The option that lifts the filter, when the list has one (shown while no option is chosen). */
  all?: string;
}

/** One filter of a list: a choice among `options`, or all of them. */
export function SelectFilter<V extends string | number>({
  label,
  value,
  options,
  labelOf,
  onChange,
  all,
}: SelectFilterProps<V>) {
  // A value the options do not hold (they are still loading, or a link names an old one) stays shown.
  const shown = value === undefined || options.includes(value) ? options : [...options, value];
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(shown.find((option) => String(option) === event.target.value))}
      sx={{ minWidth: 180 }}
      slotProps={
        all === undefined ? undefined : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {all !== undefined && <MenuItem value="">{all}</MenuItem>}
      {shown.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The button of `PeriodFilter` that lifts the filter. */
const ALL = 'all';

/**
 * Period buttons: a list's quick periods (SPEC section 2: today, last week, last 30 days) or the
 * reports' longer ones, with a button for all time where the page has one.
 */
export function PeriodFilter<P extends string>({
  label,
  periods,
  value,
  onChange,
  all,
  labelOf,
  ranged,
}: {
  label: string;
  periods: readonly P[];
  /** A period not among `periods` (a list of reports may name longer ones) presses no button. */
  value: string | undefined;
  onChange: (period: P | undefined) => void;
  /** The all-time button's label; without one, no button is pressed while no period is chosen. */
  all?: string;
  labelOf: (period: P) => string;
  /** A range of dates is chosen instead: no button is pressed. */
  ranged?: boolean;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={label}
      value={value ?? (ranged || all === undefined ? null : ALL)}
      onChange={(_event, next: P | typeof ALL | null) => {
        if (next !== null) onChange(next === ALL ? undefined : next);
      }}
    >
      {all !== undefined && <ToggleButton value={ALL}>{all}</ToggleButton>}
      {periods.map((period) => (
        <ToggleButton key={period} value={period}>
          {labelOf(period)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Above a list: its search box, its app filter and the page's own filters, in one wrapping row. */
export function ListToolbar<S extends ListSearch, A extends string>({
  search,
  app,
  children,
}: {
  search?: { list: ListState<S>; label: string };
  /** The app filter of the lists of one app's content (named after the apps unless told). */
  app?: Omit<SelectFilterProps<A>, 'label' | 'labelOf'> & { label?: string; labelOf?: (app: A) => string };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
      {search && <SearchField label={search.label} value={search.list.text} onChange={search.list.setText} />}
      {app && (
        <SelectFilter
          label={t('content.app')}
          labelOf={(option) => t(`apps.${option}` as 'apps.shift')}
          {...app}
        />
      )}
      {children}
    </Box>
  );
}
