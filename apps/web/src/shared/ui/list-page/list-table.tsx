import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-reasons';
import { ListPagination } from '../list-controls';
import type { ListSearch, ListState } from './use-list-state';

export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

/**
 * The rows of a list and how their loading went: a query's result, or rows a page picked out of a
 * larger answer with that answer's state.
 */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { data: T[]; total?: number } | undefined;
}

/** Rows that open to show more under them, with a toggle in a column of their own. */
export interface ListDetails<T> {
  /** The toggle's column, and its button's names while the row is closed and open. */
  header: string;
  show: string;
  hide: string;
  of: (row: T) => ReactNode;
  /** Whether the row has anything to show (every row has unless told). */
  has?: (row: T) => boolean;
}

interface ListTableProps<T, S extends ListSearch> {
  /** The table's accessible name. */
  label: string;
  query: ListQuery<T>;
  /** The first column names the row: it is the row header, and a card's title on a phone. */
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  /** The row's action buttons (RowAction, IconButtonLink), shown last, and under a card. */
  actions?: (row: T) => ReactNode;
  details?: ListDetails<T>;
  /** Paged on the server: the pager under the list writes to the URL. */
  list?: ListState<S>;
  /** A count the server stops at: a total that reached it is shown as "at least". */
  totalCap?: number;
  /** Filters above the list (ListToolbar), or what else belongs above it. */
  toolbar?: ReactNode;
  /** A heading over the list, which then is a section of the page named by it. */
  title?: string;
  /** What an empty list says (a list's own words, or the common "Nothing to show"). */
  emptyText?: ReactNode;
  /** Tighter rows, for lists of many columns. */
  dense?: boolean;
}

/** What a list says while its first page loads, when it failed, or when it is empty; null once it has rows. */
function ListStatus({ query, emptyText }: { query: ListQuery<unknown>; emptyText?: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (query.isError) return <>{t('list.loadFailed', { message: apiErrorText(t, query.error) })}</>;
  if ((query.data?.data.length ?? 0) === 0) return <>{emptyText ?? t('list.empty')}</>;
  return null;
}

/** The column of the toggles of rows that open (one row open at a time). */
function useDetailsColumn<T>(details: ListDetails<T> | undefined, rowKey: (row: T) => string) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const isOpen = (row: T) => details !== undefined && openKey === rowKey(row);
  const column: ListColumn<T> | null = details
    ? {
        header: details.header,
        align: 'right',
        cell: (row) => {
          if (details.has && !details.has(row)) return null;
          const open = isOpen(row);
          return (
            <IconButton
              size="small"
              aria-expanded={open}
              aria-label={open ? details.hide : details.show}
              onClick={() => setOpenKey(open ? null : rowKey(row))}
            >
              {open ? '−' : '+'}
            </IconButton>
          );
        },
      }
    : null;
  return { column, isOpen };
}

/**
 * The one list of the back-office: a table with its row actions on a wide screen, one card per row on
 * a phone (below md, SPEC section 9), the loading, failed and empty states, rows that open, and the
 * pager of a paged list.
 */
export function ListTable<T, S extends ListSearch>({
  label,
  query,
  columns: ownColumns,
  rowKey,
  actions,
  details,
  list,
  totalCap,
  toolbar,
  title,
  emptyText,
  dense,
}: ListTableProps<T, S>) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const toggles = useDetailsColumn(details, rowKey);
  const columns = toggles.column ? [...ownColumns, toggles.column] : ownColumns;
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const status = query.isPending || query.isError || rows.length === 0;
  const statusSx = { py: 4, textAlign: 'center', color: query.isError ? 'error.main' : 'text.secondary' };
  const [first, ...rest] = columns;
  const span = columns.length + (actions ? 1 : 0);

  const body = phone ? (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gap: 1.5, p: 1.5 }}>
      {status && (
        <Box sx={statusSx}>
          <ListStatus query={query} emptyText={emptyText} />
        </Box>
      )}
      {rows.map((row) => (
        <Card key={rowKey(row)} role="listitem" variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.5, pb: 1 }}>
            {first && (
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {first.cell(row)}
              </Typography>
            )}
            {rest.map((column) => (
              <Box
                key={column.header}
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography variant="body2" color="text.secondary">
                  {column.header}:
                </Typography>
                <Box sx={{ typography: 'body2', overflowWrap: 'anywhere', minWidth: 0 }}>
                  {column.cell(row)}
                </Box>
              </Box>
            ))}
            {details && toggles.isOpen(row) && <Box sx={{ pt: 1, minWidth: 0 }}>{details.of(row)}</Box>}
          </CardContent>
          {actions && <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{actions(row)}</CardActions>}
        </Card>
      ))}
    </Box>
  ) : (
    <TableContainer>
      <Table aria-label={label} size={dense ? 'small' : 'medium'}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{t('common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {status && (
            <TableRow>
              <TableCell colSpan={span} sx={statusSx}>
                <ListStatus query={query} emptyText={emptyText} />
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => {
            const open = details !== undefined && toggles.isOpen(row);
            return (
              <Fragment key={rowKey(row)}>
                <TableRow hover sx={open ? { '& > *': { borderBottom: 'none' } } : undefined}>
                  {columns.map((column, index) => (
                    <TableCell
                      key={column.header}
                      align={column.align}
                      {...(index === 0 ? { component: 'th', scope: 'row' } : {})}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {actions && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(row)}
                    </TableCell>
                  )}
                </TableRow>
                {open && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ py: 1 }}>
                      {details.of(row)}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <Paper component={title ? 'section' : 'div'} aria-label={title}>
      {title && (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
          {title}
        </Typography>
      )}
      {toolbar}
      {body}
      {list && (
        <ListPagination
          total={total}
          atLeast={totalCap !== undefined && total >= totalCap}
          params={list.params}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      )}
    </Paper>
  );
}
