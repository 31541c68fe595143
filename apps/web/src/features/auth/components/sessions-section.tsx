import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SessionInfo } from '@signal-desk/domain/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { formatDateTime } from '../../../shared/i18n/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { showToast } from '../../../shared/ui/toast-queue';
import { useEndOtherSessions, useEndSession, useOwnSessions } from '../api/two-factor';

/** A short name of a browser's user agent: its browser and system, the whole text on hover. */
function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1];
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(userAgent)?.[1];
  const names: Record<string, string> = { Edg: 'Edge', 'Mac OS X': 'macOS' };
  const parts = [browser, system].filter((p): p is string => p !== undefined).map((p) => names[p] ?? p);
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}

/** "Where you are signed in": each session's device, address, start and last use. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useOwnSessions();
  const endOthers = useEndOtherSessions();
  const [confirmOthers, setConfirmOthers] = useState(false);
  if (sessions.isError) return <Alert severity="error">{apiErrorText(t, sessions.error)}</Alert>;
  const list = sessions.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <List dense disablePadding aria-label={t('sessions.title')}>
        {list.map((s) => (
          <SessionRow key={s._id} session={s} />
        ))}
      </List>
      {list.length > 1 && (
        <Button
          color="error"
          variant="outlined"
          onClick={() => setConfirmOthers(true)}
          sx={{ justifySelf: 'start' }}
        >
          {t('sessions.signOutOthers')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmOthers}
        title={t('sessions.signOutOthers')}
        message={t('sessions.signOutOthersText')}
        confirmLabel={t('sessions.signOut')}
        busy={endOthers.isPending}
        onClose={() => setConfirmOthers(false)}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: (answer) => showToast(t('sessions.ended', { count: answer.ended }), 'success'),
            onError: (error) => showToast(apiErrorText(t, error), 'error'),
            onSettled: () => setConfirmOthers(false),
          })
        }
      />
    </Box>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const end = useEndSession();
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        session.current ? (
          <Chip size="small" color="primary" label={t('sessions.thisDevice')} />
        ) : (
          <Button
            size="small"
            loading={end.isPending}
            onClick={() =>
              end.mutate(session._id, { onError: (error) => showToast(apiErrorText(t, error), 'error') })
            }
          >
            {t('sessions.signOut')}
          </Button>
        )
      }
      sx={{ pr: 14 }}
    >
      <ListItemText
        primary={
          <span title={session.userAgent ?? undefined}>
            {deviceOf(session.userAgent) ?? t('sessions.unknownDevice')}
          </span>
        }
        secondary={t('sessions.details', {
          ip: session.ip ?? '—',
          started: formatDateTime(session.createdAt),
          lastUsed: formatDateTime(session.lastSeenAt),
        })}
      />
    </ListItem>
  );
}
