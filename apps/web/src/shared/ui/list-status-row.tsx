import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The one row a table shows while its first page loads, when it failed, or when it is empty. */
export function ListStatusRow({
  query,
  columns,
}: {
  query: UseQueryResult<{ data: unknown[] }>;
  columns: number;
}) {
  const { t } = useTranslation();
  let content = null;
  if (query.isPending) content = <CircularProgress size={24} aria-label={t('common.loading')} />;
  else if (query.isError) content = t('list.loadFailed', { message: query.error.message });
  else if (query.data.data.length === 0) content = t('list.empty');
  if (!content) return null;
  return (
    <TableRow>
      <TableCell
        colSpan={columns}
        align="center"
        sx={{ py: 4, color: query.isError ? 'error.main' : 'text.secondary' }}
      >
        {content}
      </TableCell>
    </TableRow>
  );
}
