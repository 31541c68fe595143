import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
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
import { LOCALE_NAMES } from '@signal-desk/domain/locales';
import {
  LUXE_APP,
  NOTIFICATION_MENU_APPS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationListQuery,
} from '@signal-desk/domain/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../shared/i18n/format';
import { PATHS, withId } from '../../../shared/paths';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { NOTIFICATIONS_PAGE_SIZE } from '../api/list-notifications';

interface NotificationTableProps {
  query: NotificationListQuery;
  onQuery: (query: NotificationListQuery) => void;
  list: UseQueryResult<{ data: Notification[]; total: number }>;
  /** Shows the app filter (not on the luxe history, which is one app). */
  appFilter: boolean;
  /** Links each row to its stats page. */
  statsLinks: boolean;
}

const COLUMNS = 9;

/** Sent notifications, newest first: what, to whom, by whom, and how the delivery went. */
export function NotificationTable({ query, onQuery, list, appFilter, statsLinks }: NotificationTableProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<NotificationListQuery>) => onQuery({ ...query, ...patch, page: 1 });
  // Automatic pushes name their trade idea; the others their audience, in the reader's language.
  const audienceOf = (n: Notification) => {
    if (n.signalId) return n.label;
    if (n.type === 'trader-followers' || n.type === 'customer') return t(`delivery.types.${n.type}`);
    return n.language ? LOCALE_NAMES[n.language] : t('delivery.form.allCustomers');
  };
  const appName = (app: string) =>
    app === LUXE_APP ? t('delivery.luxeApp') : t(`apps.${app}` as 'apps.shift');
  return (
    <Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={t('delivery.filters.date')}
          value={query.date ?? 'all'}
          onChange={(_event, value: string | null) => {
            if (value !== null)
              set({ date: value === 'all' ? undefined : (value as NotificationListQuery['date']) });
          }}
        >
          <ToggleButton value="all">{t('delivery.filters.allTime')}</ToggleButton>
          {QUICK_PERIODS.map((filter) => (
            <ToggleButton key={filter} value={filter}>
              {t(`delivery.filters.dates.${filter}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {appFilter && (
          <TextField
            select
            size="small"
            label={t('delivery.filters.app')}
            value={query.app ?? ''}
            onChange={(event) =>
              set({ app: (event.target.value || undefined) as NotificationListQuery['app'] })
            }
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('delivery.filters.allApps')}</MenuItem>
            {[...NOTIFICATION_MENU_APPS, LUXE_APP].map((app) => (
              <MenuItem key={app} value={app}>
                {appName(app)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('delivery.filters.type')}
          value={query.type ?? ''}
          onChange={(event) =>
            set({ type: (event.target.value || undefined) as NotificationListQuery['type'] })
          }
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('delivery.filters.allTypes')}</MenuItem>
          {NOTIFICATION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`delivery.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t('delivery.history.title')} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('delivery.columns.sentAt')}</TableCell>
              <TableCell>{t('delivery.columns.app')}</TableCell>
              <TableCell>{t('delivery.columns.type')}</TableCell>
              <TableCell>{t('delivery.columns.notification')}</TableCell>
              <TableCell>{t('delivery.columns.audience')}</TableCell>
              <TableCell>{t('delivery.columns.by')}</TableCell>
              <TableCell align="right">{t('delivery.columns.sent')}</TableCell>
              <TableCell align="right">{t('delivery.columns.success')}</TableCell>
              <TableCell align="right">{t('delivery.columns.failure')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <ListStatusRow query={list} columns={COLUMNS} />
            {list.data?.data.map((n) => (
              <TableRow key={n._id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(n.sent_at ?? n.createdAt)}
                </TableCell>
                <TableCell>{appName(n.app)}</TableCell>
                <TableCell sx={{ minWidth: 90 }}>{t(`delivery.types.${n.type}`)}</TableCell>
                <TableCell sx={{ maxWidth: 300 }}>
                  {statsLinks ? (
                    <Link
                      component={RouterLink}
                      to={withId(PATHS.pushStatsShow, n._id)}
                      sx={{ fontWeight: 600 }}
                    >
                      {n.title}
                    </Link>
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
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{audienceOf(n)}</TableCell>
                <TableCell>{n.username ?? t('delivery.system')}</TableCell>
                <TableCell align="right">
                  {n.status === 'done' ? (
                    formatCount(n.sent)
                  ) : (
                    <Chip size="small" label={t(`delivery.statuses.${n.status}`)} />
                  )}
                </TableCell>
                <TableCell align="right" sx={{ color: 'success.main' }}>
                  {formatCount(n.success)}
                </TableCell>
                <TableCell align="right" sx={{ color: n.failure ? 'error.main' : undefined }}>
                  {formatCount(n.failure)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.data?.total ?? 0}
        page={Math.max(0, (query.page ?? 1) - 1)}
        rowsPerPage={NOTIFICATIONS_PAGE_SIZE}
        rowsPerPageOptions={[NOTIFICATIONS_PAGE_SIZE]}
        onPageChange={(_event, page) => onQuery({ ...query, page: page + 1 })}
      />
    </Paper>
  );
}
