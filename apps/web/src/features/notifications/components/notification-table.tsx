import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { QUICK_PERIODS } from '@signal-desk/domain/date-range';
import { LOCALE_NAMES } from '@signal-desk/domain/locales';
import {
  LUXE_APP,
  NOTIFICATION_MENU_APPS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationListQuery,
} from '@signal-desk/domain/notifications';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../shared/i18n/format';
import { PATHS } from '../../../shared/paths';
import { type ListQuery, ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar, PeriodFilter, SelectFilter } from '../../../shared/ui/list-page/list-toolbar';
import type { ListState } from '../../../shared/ui/list-page/use-list-state';
import { TextLink } from '../../../shared/ui/router-links';

interface NotificationTableProps {
  label: string;
  list: ListState<NotificationListQuery>;
  query: ListQuery<Notification>;
  /** Shows the app filter (not on the luxe history, which is one app). */
  appFilter: boolean;
  /** Links each row to its stats page. */
  statsLinks: boolean;
}

const APP_OPTIONS = [...NOTIFICATION_MENU_APPS, LUXE_APP] as const;

/** Sent notifications, newest first: what, to whom, by whom, and how the delivery went. */
export function NotificationTable({ label, list, query, appFilter, statsLinks }: NotificationTableProps) {
  const { t } = useTranslation();
  const { search } = list;
  // Automatic pushes name their trade idea; the others their audience, in the reader's language.
  const audienceOf = (n: Notification) => {
    if (n.signalId) return n.label;
    if (n.type === 'trader-followers' || n.type === 'customer') return t(`delivery.types.${n.type}`);
    return n.language ? LOCALE_NAMES[n.language] : t('delivery.form.allCustomers');
  };
  const appName = (app: string) =>
    app === LUXE_APP ? t('delivery.luxeApp') : t(`apps.${app}` as 'apps.shift');
  return (
    <ListTable
      label={label}
      query={query}
      list={list}
      dense
      toolbar={
        <ListToolbar
          app={
            appFilter
              ? {
                  label: t('delivery.filters.app'),
                  value: search.app,
                  options: APP_OPTIONS,
                  labelOf: appName,
                  all: t('delivery.filters.allApps'),
                  onChange: (app) => list.filter({ app }),
                }
              : undefined
          }
        >
          <PeriodFilter
            label={t('delivery.filters.date')}
            periods={QUICK_PERIODS}
            value={search.date}
            all={t('delivery.filters.allTime')}
            labelOf={(period) => t(`delivery.filters.dates.${period}`)}
            onChange={(date) => list.filter({ date })}
          />
          <SelectFilter
            label={t('delivery.filters.type')}
            value={search.type}
            options={NOTIFICATION_TYPES}
            labelOf={(type) => t(`delivery.types.${type}`)}
            all={t('delivery.filters.allTypes')}
            onChange={(type) => list.filter({ type })}
          />
        </ListToolbar>
      }
      rowKey={(n) => n._id}
      columns={[
        {
          header: t('delivery.columns.sentAt'),
          cell: (n) => (
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(n.sent_at ?? n.createdAt)}</span>
          ),
        },
        { header: t('delivery.columns.app'), cell: (n) => appName(n.app) },
        { header: t('delivery.columns.type'), cell: (n) => t(`delivery.types.${n.type}`) },
        {
          header: t('delivery.columns.notification'),
          cell: (n) => (
            <Box sx={{ maxWidth: 200 }}>
              {statsLinks ? (
                <TextLink to={PATHS.pushStatsShow} params={{ id: n._id }} sx={{ fontWeight: 600 }}>
                  {n.title}
                </TextLink>
              ) : (
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {n.title}
                </Box>
              )}
              <Box
                sx={{
                  color: 'text.secondary',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {n.body}
              </Box>
            </Box>
          ),
        },
        {
          header: t('delivery.columns.audience'),
          cell: (n) => <span style={{ whiteSpace: 'nowrap' }}>{audienceOf(n)}</span>,
        },
        { header: t('delivery.columns.by'), cell: (n) => n.username ?? t('delivery.system') },
        {
          header: t('delivery.columns.sent'),
          align: 'right',
          cell: (n) =>
            n.status === 'done' ? (
              formatCount(n.sent)
            ) : (
              <Chip size="small" label={t(`delivery.statuses.${n.status}`)} />
            ),
        },
        {
          header: t('delivery.columns.success'),
          align: 'right',
          cell: (n) => (
            <Box component="span" sx={{ color: 'success.main' }}>
              {formatCount(n.success)}
            </Box>
          ),
        },
        {
          header: t('delivery.columns.failure'),
          align: 'right',
          cell: (n) => (
            <Box component="span" sx={{ color: n.failure ? 'error.main' : undefined }}>
              {formatCount(n.failure)}
            </Box>
          ),
        },
      ]}
    />
  );
}
