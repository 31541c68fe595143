import Alert from '@mui/material/Alert';
import { FROZEN_STATUSES } from '@signal-desk/domain/signal';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appSearch } from '../../../shared/app-search';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';
import { useSignal } from '../api/get-signal';
import { SignalForm } from '../components/signal-form/signal-form';
import { signalFormValuesOf } from '../components/signal-form/signal-form-values';

const route = getRouteApi('/shell/signal-creation/$id/edit');

/** `/signal-creation/{id}/edit`: the same steps for an existing idea; saving returns to its list. */
export function SignalEditPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const { data: signal } = useSignal(id);
  const defaults = useMemo(() => signalFormValuesOf(signal), [signal]);
  const frozen = FROZEN_STATUSES.includes(signal.status);

  return (
    <>
      <PageHeader
        title={t('signalForm.editTitle', { id: signal.signalId })}
        actions={
          <ButtonLink to={PATHS.signals} search={appSearch(signal.app)}>
            {t('signalForm.backToList')}
          </ButtonLink>
        }
      />
      {frozen ? (
        <Alert severity="warning">{t('reasons.signal_frozen')}</Alert>
      ) : (
        <SignalForm key={signal.version} signal={signal} apps={[signal.app]} defaults={defaults} />
      )}
    </>
  );
}
