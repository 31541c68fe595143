import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { QUICK_PERIODS } from '@signal-desk/domain/date-range';
import {
  ORDER_REPORT_STATUSES,
  type OrderReport,
  type OrderReportListQuery,
} from '@signal-desk/domain/partner';
import { getRouteApi } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedUrlText } from '../../../shared/hooks/use-typed-url-text';
import { formatDateTime } from '../../../shared/i18n/format';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { ORDERS_PAGE_SIZE, useOrderReports } from '../api/list-orders';
import { useOrderClients } from '../api/order-clients';
import { useOrderTypes } from '../api/order-types';
import { PartnerStatusNote } from '../components/partner-status-note';

const COLUMNS = 8;
const route = getRouteApi('/shell/log-orders');

/** `/log-orders`: the order reports the partner sent back about the signals it copied. */
export function LogOrdersPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const query = route.useSearch();
  const list = useOrderReports(query);
  const types = useOrderTypes();
  const clients = useOrderClients();
  const [open, setOpen] = useState<string | null>(null);
  const setQuery = (next: OrderReportListQuery) =>
    void navigate({
      search: { ...next, page: next.page && next.page > 1 ? next.page : undefined },
      replace: true,
    });
  const set = (patch: Partial<OrderReportListQuery>) => setQuery({ ...query, ...patch, page: 1 });
  const search = useTypedUrlText(query.search ?? '', (text) => set({ search: text || undefined }));
  const select = (key: 'side' | 'type' | 'client' | 'status', options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={t(`delivery.orders.filters.${key}`)}
      value={query[key] ?? ''}
      onChange={(event) => set({ [key]: event.target.value || undefined })}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('delivery.orders.filters.all')}</MenuItem>
      {options.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <PageHeader title={t('delivery.orders.title')} />
      <PartnerStatusNote />
      <Paper>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label={t('delivery.orders.filters.date')}
            value={query.date ?? 'all'}
            onChange={(_event, value: string | null) => {
              if (value !== null)
                set({ date: value === 'all' ? undefined : (value as OrderReportListQuery['date']) });
            }}
          >
            <ToggleButton value="all">{t('delivery.filters.allTime')}</ToggleButton>
            {QUICK_PERIODS.map((filter) => (
              <ToggleButton key={filter} value={filter}>
                {t(`delivery.filters.dates.${filter}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {select('side', [
            ['buy', t('delivery.orders.sides.buy')],
            ['sell', t('delivery.orders.sides.sell')],
          ])}
          {select(
            'type',
            (types.data ?? []).map((type) => [type, type]),
          )}
          {select(
            'client',
            (clients.data ?? []).map((client) => [client, client]),
          )}
          {select(
            'status',
            ORDER_REPORT_STATUSES.map((status) => [status, t(`delivery.orders.statuses.${status}`)]),
          )}
          <TextField
            size="small"
            label={t('delivery.orders.filters.search')}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
          />
        </Box>
        <TableContainer>
          <Table size="small" aria-label={t('delivery.orders.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('delivery.orders.columns.time')}</TableCell>
                <TableCell>{t('delivery.orders.columns.signal')}</TableCell>
                <TableCell>{t('delivery.orders.columns.symbol')}</TableCell>
                <TableCell>{t('delivery.orders.columns.side')}</TableCell>
                <TableCell align="right">{t('delivery.orders.columns.amount')}</TableCell>
                <TableCell>{t('delivery.orders.columns.client')}</TableCell>
                <TableCell>{t('delivery.orders.columns.result')}</TableCell>
                <TableCell align="right">{t('delivery.orders.columns.payload')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={list} columns={COLUMNS} />
              {list.data?.data.map((report) => (
                <OrderRow
                  key={report._id}
                  report={report}
                  when={formatDateTime(report.createdAt)}
                  open={open === report._id}
                  onToggle={() => setOpen(open === report._id ? null : report._id)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={Math.max(0, (query.page ?? 1) - 1)}
          rowsPerPage={ORDERS_PAGE_SIZE}
          rowsPerPageOptions={[ORDERS_PAGE_SIZE]}
          onPageChange={(_event, page) => setQuery({ ...query, page: page + 1 })}
        />
      </Paper>
    </>
  );
}

function OrderRow({
  report,
  when,
  open,
  onToggle,
}: {
  report: OrderReport;
  when: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const failed = report.status === 'failed';
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when}</TableCell>
        <TableCell>
          {report.signal_id ?? ''}
          {report.trade_id && (
            <Box sx={{ color: 'text.secondary', fontSize: 12 }}>
              {t('delivery.orders.columns.trade')} {report.trade_id}
            </Box>
          )}
        </TableCell>
        <TableCell>{[report.base_symbol, report.quote_symbol].filter(Boolean).join('/')}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {[
            report.side ? t(`delivery.orders.sides.${report.side as 'buy' | 'sell'}`) : '',
            report.time_in_force,
          ]
            .filter(Boolean)
            .join(' · ')}
        </TableCell>
        <TableCell align="right">{report.amount ?? ''}</TableCell>
        <TableCell>{report.client ?? ''}</TableCell>
        <TableCell>
          <Chip
            size="small"
            color={failed ? 'error' : 'success'}
            label={
              failed
                ? [report.error_status, report.error_code].filter((v) => v !== null && v !== '').join(' ') ||
                  t('delivery.orders.statuses.failed')
                : t('delivery.orders.statuses.ok')
            }
            title={report.error_message ?? undefined}
          />
        </TableCell>
        <TableCell align="right">
          <IconButton
            size="small"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={open ? t('delivery.orders.hidePayload') : t('delivery.orders.showPayload')}
          >
            {open ? '−' : '+'}
          </IconButton>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ py: 1 }}>
            <Collapse in={open} unmountOnExit>
              {report.error_message && <Box sx={{ color: 'error.main', mb: 1 }}>{report.error_message}</Box>}
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 1.5,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  fontSize: 12,
                  overflowX: 'auto',
                }}
              >
                {JSON.stringify(report.payload, null, 2)}
              </Box>
              <Box sx={{ color: 'text.secondary', fontSize: 12, mt: 1 }}>
                {t('delivery.orders.receivedFrom', { ip: report.ip_address ?? '?' })}
              </Box>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}
