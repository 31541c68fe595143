import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  CUSTOMER_DETAIL_LIST_LIMIT,
  type Customer,
  type CustomerDevice,
  type CustomerSession,
} from '@signal-desk/domain/customers';
import { isLocale, LOCALE_NAMES } from '@signal-desk/domain/locale-codes';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/i18n/format';
import { PATHS, withId } from '../../../shared/paths';
import { useOtherAccounts } from '../api/list-users';
import { SubscriptionChip } from './subscription-chip';

/** A read-only list, or the sentence saying it is empty; notes when only the first items are shown. */
function ReadOnlyList({
  label,
  empty,
  count,
  children,
}: {
  label: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (count === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      <List dense disablePadding aria-label={label}>
        {children}
      </List>
      {count >= CUSTOMER_DETAIL_LIST_LIMIT && (
        <Typography variant="caption" color="text.secondary">
          {t('customers.customer.mostRecent', { count })}
        </Typography>
      )}
    </>
  );
}

const itemSx = { px: 0, alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' } as const;

/** The customer's accounts in other apps (the same legacy number), each opening its own page. */
export function OtherAccountsList({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const accounts = useOtherAccounts(customer.legacynumber);
  if (accounts.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (accounts.isError)
    return <Typography color="error">{t('list.loadFailed', { message: accounts.error.message })}</Typography>;
  const others = accounts.data.data.filter((account) => account._id !== customer._id);
  return (
    <ReadOnlyList
      label={t('customers.customer.otherAccounts')}
      empty={t('customers.users.noOtherAccounts')}
      count={others.length}
    >
      {others.map((account, index) => (
        <ListItem key={account._id} divider={index < others.length - 1} sx={itemSx}>
          <ListItemText
            sx={{ minWidth: 0, flex: '1 1 220px' }}
            primary={
              <Link component={RouterLink} to={withId(PATHS.user, account._id)}>
                {t('customers.customer.accountIn', {
                  app: t(`apps.${account.app}`),
                  username: account.username,
                })}
              </Link>
            }
            secondary={
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {`${account.email} · ${t('customers.users.registeredOn', {
                  date: formatDate(account.registrationDate),
                })}`}
              </Box>
            }
          />
          <SubscriptionChip customer={account} />
        </ListItem>
      ))}
    </ReadOnlyList>
  );
}

const languageOf = (code: string) => (isLocale(code) ? LOCALE_NAMES[code] : code);

/** The devices that receive the customer's pushes, and those that stopped. */
export function DeviceList({ devices }: { devices: CustomerDevice[] }) {
  const { t } = useTranslation();
  const date = (iso: string) => formatDateTime(iso);
  return (
    <ReadOnlyList
      label={t('customers.customer.devices')}
      empty={t('customers.customer.noDevices')}
      count={devices.length}
    >
      {devices.map((device, index) => (
        <ListItem key={device._id} divider={index < devices.length - 1} sx={itemSx}>
          <ListItemText
            sx={{ minWidth: 0, flex: '1 1 220px' }}
            primary={t('customers.customer.device', {
              platform: t(`customers.customer.platforms.${device.platform}`, {
                defaultValue: device.platform,
              }),
              language: languageOf(device.language),
              app: t(`apps.${device.app}`),
            })}
            secondary={t('customers.customer.deviceDates', {
              added: date(device.createdAt),
              seen: date(device.lastSeenAt),
            })}
          />
          {device.invalidatedAt ? (
            <Chip
              size="small"
              variant="outlined"
              label={t('customers.customer.pushesStopped', { date: date(device.invalidatedAt) })}
            />
          ) : (
            <Chip size="small" color="success" label={t('customers.customer.receivesPushes')} />
          )}
        </ListItem>
      ))}
    </ReadOnlyList>
  );
}

/** The customer's open sessions of the app, most recently used first. */
export function SessionList({ sessions }: { sessions: CustomerSession[] }) {
  const { t } = useTranslation();
  const date = (iso: string) => formatDateTime(iso);
  return (
    <ReadOnlyList
      label={t('customers.customer.sessions')}
      empty={t('customers.customer.noSessions')}
      count={sessions.length}
    >
      {sessions.map((session, index) => (
        <ListItem key={session._id} divider={index < sessions.length - 1} sx={itemSx}>
          <ListItemText
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            primary={session.userAgent ?? t('customers.customer.unknownDevice')}
            secondary={[
              session.ip && t('customers.customer.ip', { ip: session.ip }),
              t('customers.customer.sessionDates', {
                started: date(session.createdAt),
                used: date(session.lastSeenAt),
                expires: date(session.expiresAt),
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </ReadOnlyList>
  );
}
