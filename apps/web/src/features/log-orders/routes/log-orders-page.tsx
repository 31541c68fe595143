import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { QUICK_PERIODS } from '@signal-desk/domain/date-range';
import { ORDER_REPORT_STATUSES, type OrderReport } from '@signal-desk/domain/partner';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar, PeriodFilter, SelectFilter } from '../../../shared/ui/list-page/list-toolbar';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { ORDERS_PAGE_SIZE, useOrderReports } from '../api/list-orders';
import { useOrderClients } from '../api/order-clients';
import { useOrderTypes } from '../api/order-types';
import { PartnerStatusNote } from '../components/partner-status-note';

const route = getRouteApi('/shell/log-orders');
const SIDES = ['buy', 'sell'] as const;

/** A report's result: ok, or the partner's error status and code (its message on hover). */
function OrderResult({ report }: { report: OrderReport }) {
  const { t } = useTranslation();
  const failed = report.status === 'failed';
  return (
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
  );
}

/** What the partner sent: its error, the payload as received, and where it came from. */
function OrderPayload({ report }: { report: OrderReport }) {
  const { t } = useTranslation();
  return (
    <>
      {report.error_message && <Box sx={{ color: 'error.main', mb: 1 }}>{report.error_message}</Box>}
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto' }}
      >
        {JSON.stringify(report.payload, null, 2)}
      </Box>
      <Box sx={{ color: 'text.secondary', fontSize: 12, mt: 1 }}>
        {t('delivery.orders.receivedFrom', { ip: report.ip_address ?? '?' })}
      </Box>
    </>
  );
}

/** `/log-orders`: the order reports the partner sent back about the signals it copied. */
export function LogOrdersPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }), {
    perPage: ORDERS_PAGE_SIZE,
  });
  const { search } = list;
  const reports = useOrderReports(list.params, search);
  const types = useOrderTypes();
  const clients = useOrderClients();
  const all = t('delivery.orders.filters.all');
  return (
    <>
      <PageHeader title={t('delivery.orders.title')} />
      <PartnerStatusNote />
      <ListTable
        label={t('delivery.orders.title')}
        query={reports}
        list={list}
        dense
        toolbar={
          <ListToolbar search={{ list, label: t('delivery.orders.filters.search') }}>
            <PeriodFilter
              label={t('delivery.orders.filters.date')}
              periods={QUICK_PERIODS}
              value={search.date}
              all={t('delivery.filters.allTime')}
              labelOf={(period) => t(`delivery.filters.dates.${period}`)}
              onChange={(date) => list.filter({ date })}
            />
            <SelectFilter
              label={t('delivery.orders.filters.side')}
              value={search.side}
              options={SIDES}
              labelOf={(side) => t(`delivery.orders.sides.${side}`)}
              all={all}
              onChange={(side) => list.filter({ side })}
            />
            <SelectFilter
              label={t('delivery.orders.filters.type')}
              value={search.type}
              options={types.data ?? []}
              labelOf={(type) => type}
              all={all}
              onChange={(type) => list.filter({ type })}
            />
            <SelectFilter
              label={t('delivery.orders.filters.client')}
              value={search.client}
              options={clients.data ?? []}
              labelOf={(client) => client}
              all={all}
              onChange={(client) => list.filter({ client })}
            />
            <SelectFilter
              label={t('delivery.orders.filters.status')}
              value={search.status}
              options={ORDER_REPORT_STATUSES}
              labelOf={(status) => t(`delivery.orders.statuses.${status}`)}
              all={all}
              onChange={(status) => list.filter({ status })}
            />
          </ListToolbar>
        }
        rowKey={(report) => report._id}
        columns={[
          {
            header: t('delivery.orders.columns.time'),
            cell: (report) => (
              <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.createdAt)}</span>
            ),
          },
          {
            header: t('delivery.orders.columns.signal'),
            cell: (report) => (
              <>
                {report.signal_id ?? ''}
                {report.trade_id && (
                  <Box sx={{ color: 'text.secondary', fontSize: 12 }}>
                    {t('delivery.orders.columns.trade')} {report.trade_id}
                  </Box>
                )}
              </>
            ),
          },
          {
            header: t('delivery.orders.columns.symbol'),
            cell: (report) => [report.base_symbol, report.quote_symbol].filter(Boolean).join('/'),
          },
          {
            header: t('delivery.orders.columns.side'),
            cell: (report) =>
              [
                report.side ? t(`delivery.orders.sides.${report.side as 'buy' | 'sell'}`) : '',
                report.time_in_force,
              ]
                .filter(Boolean)
                .join(' · '),
          },
          {
            header: t('delivery.orders.columns.amount'),
            align: 'right',
            cell: (report) => report.amount ?? '',
          },
          { header: t('delivery.orders.columns.client'), cell: (report) => report.client ?? '' },
          { header: t('delivery.orders.columns.result'), cell: (report) => <OrderResult report={report} /> },
        ]}
        details={{
          header: t('delivery.orders.columns.payload'),
          show: t('delivery.orders.showPayload'),
          hide: t('delivery.orders.hidePayload'),
          of: (report) => <OrderPayload report={report} />,
        }}
      />
    </>
  );
}
