import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { DetailSection, Facts } from '../../../shared/ui/detail-sections';
import { BlockIcon, PushIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';
import { useUser } from '../api/get-user';
import { DeviceList, OtherAccountsList, SessionList } from '../components/customer-lists';
import { RevokeSessionDialog } from '../components/revoke-session-dialog';
import { SendPushDialog } from '../components/send-push-dialog';
import { SubscriptionChip } from '../components/subscription-chip';

const route = getRouteApi('/shell/users/$id');

/**
 * `/users/{id}`: one customer (the server checks their app): the account, the subscription, the other
 * accounts of the same person, the devices that get pushes and the open sessions, with the actions of
 * the users list.
 */
export function CustomerPage() {
  const { t } = useTranslation();
  const { data: customer } = useUser(route.useParams().id);
  const mayPush = hasPermission(useSignedInUser().effectivePermissions, ['NOTIFICATIONS_MODERATE']);
  const [revoking, setRevoking] = useState(false);
  const [pushing, setPushing] = useState(false);
  const date = (iso: string | null) => formatDateTime(iso);

  return (
    <>
      <PageHeader
        title={customer.fullName}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ButtonLink to={PATHS.users}>{t('customers.customer.back')}</ButtonLink>
            {mayPush && (
              <Button variant="outlined" startIcon={<PushIcon />} onClick={() => setPushing(true)}>
                {t('customers.customer.push')}
              </Button>
            )}
            <Button
              variant="outlined"
              color="warning"
              startIcon={<BlockIcon />}
              onClick={() => setRevoking(true)}
            >
              {t('customers.users.revokeAction')}
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Chip size="small" variant="outlined" label={t(`apps.${customer.app}`)} />
        <SubscriptionChip customer={customer} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DetailSection title={t('customers.customer.account')}>
            <Facts
              rows={[
                [t('customers.customer.legacynumber'), customer.legacynumber],
                [t('customers.users.columns.username'), customer.username],
                [t('customers.users.columns.email'), customer.email],
                [t('customers.users.columns.app'), t(`apps.${customer.app}`)],
                [t('customers.users.columns.registered'), date(customer.registrationDate)],
                [
                  t('customers.users.columns.lastActivity'),
                  customer.lastActivity ? date(customer.lastActivity) : t('customers.users.neverSeen'),
                ],
                [t('customers.customer.createdAt'), date(customer.createdAt)],
                [
                  t('customers.customer.following'),
                  t('customers.customer.traders', { count: customer.traderIds.length }),
                ],
              ]}
            />
          </DetailSection>
          <DetailSection title={t('customers.users.columns.subscription')}>
            <Facts
              rows={[
                [
                  t('customers.customer.subscriptionType'),
                  customer.subscriptionType
                    ? t(`customers.types.${customer.subscriptionType}`)
                    : t('common.none'),
                ],
                [
                  customer.subscriptionActive
                    ? t('customers.customer.runsUntil')
                    : t('customers.customer.endedOn'),
                  customer.subscriptionExpiry && date(customer.subscriptionExpiry),
                ],
              ]}
            />
          </DetailSection>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DetailSection title={t('customers.customer.otherAccounts')}>
            <OtherAccountsList customer={customer} />
          </DetailSection>
          <DetailSection title={t('customers.customer.devices')}>
            <DeviceList devices={customer.devices} />
          </DetailSection>
          <DetailSection title={t('customers.customer.sessions')}>
            <SessionList sessions={customer.sessions} />
          </DetailSection>
        </Box>
      </Box>
      <RevokeSessionDialog customer={revoking ? customer : null} onClose={() => setRevoking(false)} />
      {pushing && <SendPushDialog customer={customer} onClose={() => setPushing(false)} />}
    </>
  );
}
