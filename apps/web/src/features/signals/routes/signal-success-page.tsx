import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { signalsLeft } from '@signal-desk/domain/admin';
import { DEFAULT_APP } from '@signal-desk/domain/apps';
import { useIsFetching } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUERY_KEYS } from '../../../shared/api/query-keys';
import { appSearch } from '../../../shared/app-search';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';

const route = getRouteApi('/shell/signal-creation/success');

/** Where the link goes in a translated sentence: the languages place the idea's id differently. */
const PLACE = '\u0000';

function LinkedSentence({ text, link }: { text: string; link: ReactNode }) {
  const [before, after] = text.split(PLACE);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/** `/signal-creation/success?app=`: the idea is sent; the app's sent/limit as the server counts it now. */
export function SignalSuccessPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const id = typeof search.id === 'string' ? search.id : null;
  const signal = typeof search.signal === 'string' ? search.signal : null;
  // The sent counts come from GET /auth/me, fetched again once the idea was created.
  const refreshing = useIsFetching({ queryKey: QUERY_KEYS.me }) > 0;
  const sent = user.signalsSent[app] ?? 0;
  const limit = user.signalsLimit[app] ?? 0;

  return (
    <>
      <PageHeader title={t('signalForm.success.title')} />
      <Paper sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2, maxWidth: 640 }}>
        <Typography variant="h6" component="h2">
          {id && signal ? (
            <LinkedSentence
              text={t('signalForm.success.sentWithId', { id: PLACE })}
              link={
                <Link to={PATHS.signal} params={{ id: signal }}>
                  {id}
                </Link>
              }
            />
          ) : (
            t('signalForm.success.sent')
          )}
        </Typography>
        <Box>
          <Typography variant="body1" role="status">
            {refreshing ? (
              <CircularProgress size={16} aria-label={t('common.loading')} />
            ) : (
              t('signalForm.success.counts', { app: t(`apps.${app}`), sent, limit })
            )}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={limit > 0 ? Math.min(100, (sent / limit) * 100) : 0}
            aria-label={t('dashboard.sentOfLimit', { sent, limit })}
            sx={{ my: 1 }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.left', { left: signalsLeft(user, app) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <ButtonLink to={PATHS.signals} search={appSearch(app)} variant="contained">
            {t('signalForm.success.toList')}
          </ButtonLink>
          <ButtonLink to={PATHS.signalCreation} search={appSearch(app)}>
            {t('signalForm.success.another')}
          </ButtonLink>
        </Box>
      </Paper>
    </>
  );
}
