import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
  /** The option that lifts the filter, when the list has one. */
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
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => String(option) === event.target.value))}
      sx={{ minWidth: 200 }}
    >
      {all !== undefined && <MenuItem value="">{all}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Above a list: its search box, its app filter and the page's own filters, in one wrapping row. */
export function ListToolbar<S extends ListSearch, A extends string>({
  search,
  app,
  children,
}: {
  search?: { list: ListState<S>; label: string };
  /** The app filter bar of the lists of one app's content (named after the apps). */
  app?: Omit<SelectFilterProps<A>, 'label' | 'labelOf'> & { labelOf?: (app: A) => string };
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
