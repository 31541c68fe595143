import InputAdornment from '@mui/material/InputAdornment';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { DEFAULT_PER_PAGE } from '@signal-desk/domain/http';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../api/api-client';
import { SearchIcon } from './icons';

const PER_PAGE_OPTIONS = [10, DEFAULT_PER_PAGE, 50, 100];

/** On a phone the pager's parts wrap onto a second line rather than scroll sideways out of sight. */
const pagerSx = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-input': { mr: { xs: 1.5, sm: 4 } },
  '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
} as const;

export function SearchField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
}) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface ListPaginationProps {
  total: number;
  /** The total is where the server stopped counting: there may be more. */
  atLeast?: boolean;
  params: ListParams;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** The pager under a list; the API counts pages from 1, MUI from 0. */
export function ListPagination({
  total,
  atLeast,
  params,
  onPageChange,
  onPerPageChange,
}: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : params.page - 1}
      rowsPerPage={params.perPage}
      rowsPerPageOptions={PER_PAGE_OPTIONS}
      onPageChange={(_event, page) => onPageChange(page + 1)}
      // A new page size starts again on the first page (the list state does both in one write).
      onRowsPerPageChange={(event) => onPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t(atLeast ? 'list.displayedRowsAtLeast' : 'list.displayedRows', { from, to, total: count })
      }
      getItemAriaLabel={(type) => t(`list.${type}Page`)}
      sx={pagerSx}
    />
  );
}
