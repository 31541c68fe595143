import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
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
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-reasons';
import { ListPagination } from '../list-controls';
import type { ListSearch, ListState } from './use-list-state';

export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface ListTableProps<T, S extends ListSearch> {
  /** The table's accessible name. */
  label: string;
  query: UseQueryResult<{ data: T[]; total?: number }>;
  /** The first column names the row: it is the row header, and a card's title on a phone. */
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  /** The row's action buttons (RowAction, IconButtonLink), shown last, and under a card. */
  actions?: (row: T) => ReactNode;
  /** What a row shows once opened, under it (the row's `open` decides). */
  details?: { of: (row: T) => ReactNode; open: (row: T) => boolean };
  /** Paged on the server: the pager under the list writes to the URL. */
  list?: ListState<S>;
  /** Filters above the list (ListToolbar). */
  toolbar?: ReactNode;
}

/** What a list says while its first page loads, when it failed, or when it is empty; null once it has rows. */
function ListStatus({ query }: { query: UseQueryResult<{ data: unknown[] }> }) {
  const { t } = useTranslation();
  if (query.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (query.isError) return <>{t('list.loadFailed', { message: apiErrorText(t, query.error) })}</>;
  if (query.data.data.length === 0) return <>{t('list.empty')}</>;
  return null;
}

/**
 * The one list of the back-office: a table with its row actions on a wide screen, one card per row on
 * a phone (below md, SPEC section 9), the loading, failed and empty states, and the pager of a paged list.
 */
export function ListTable<T, S extends ListSearch>({
  label,
  query,
  columns,
  rowKey,
  actions,
  details,
  list,
  toolbar,
}: ListTableProps<T, S>) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const rows = query.data?.data ?? [];
  const status = query.isPending || query.isError || rows.length === 0;
  const statusSx = { py: 4, textAlign: 'center', color: query.isError ? 'error.main' : 'text.secondary' };
  const [first, ...rest] = columns;
  const span = columns.length + (actions ? 1 : 0);

  const body = phone ? (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gap: 1.5, p: 1.5 }}>
      {status && (
        <Box sx={statusSx}>
          <ListStatus query={query} />
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
              <Box key={column.header} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  {column.header}:
                </Typography>
                <Box sx={{ typography: 'body2', overflowWrap: 'anywhere', minWidth: 0 }}>
                  {column.cell(row)}
                </Box>
              </Box>
            ))}
            {details?.open(row) && <Box sx={{ pt: 1 }}>{details.of(row)}</Box>}
          </CardContent>
          {actions && <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{actions(row)}</CardActions>}
        </Card>
      ))}
    </Box>
  ) : (
    <TableContainer>
      <Table aria-label={label}>
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
                <ListStatus query={query} />
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>
              <TableRow hover>
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
              {details?.open(row) && (
                <TableRow>
                  <TableCell colSpan={span} sx={{ bgcolor: 'action.hover' }}>
                    {details.of(row)}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <Paper>
      {toolbar}
      {body}
      {list && (
        <ListPagination
          total={query.data?.total ?? 0}
          params={list.params}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      )}
    </Paper>
  );
}
