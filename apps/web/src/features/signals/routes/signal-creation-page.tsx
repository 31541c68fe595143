import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import { APP_INFO, APPS, DEFAULT_APP, signalTypeSchema } from '@signal-desk/domain/apps';
import { canAccessApp } from '@signal-desk/domain/permissions';
import { quoteProviderOfSignalType } from '@signal-desk/domain/signal-markets';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { useSettings } from '../../../shared/settings/settings-query';
import { PageHeader } from '../../../shared/ui/page-header';
import { signalSettingsQueryOptions } from '../api/get-signal-settings';
import { SignalForm } from '../components/signal-form/signal-form';
import {
  constantValuesOf,
  type SignalFormValues,
  signalFormDefaults,
} from '../components/signal-form/signal-form-values';

const route = getRouteApi('/shell/signal-creation');

/** The default disclaimer of a new idea: the settings' signal disclaimer, else the trade idea one. */
export const defaultDisclaimer = (
  settings: { defaultSignalDisclaimer: string | null; tradeIdeaDisclaimer: string | null } | undefined,
) => settings?.defaultSignalDisclaimer ?? settings?.tradeIdeaDisclaimer ?? null;

/** `/signal-creation?app=&signalType=`: a new trade idea, step by step. */
export function SignalCreationPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const search = route.useSearch();
  const settings = useSettings();
  const subject = { permissions: user.effectivePermissions, apiKeyTypes: apiKeyTypesOf(user) };
  const apps = APPS.filter((app) => canAccessApp(subject, app));
  const app = search.app ?? apps[0] ?? DEFAULT_APP;
  const askedType = signalTypeSchema.safeParse(search.signalType);
  const signalType =
    askedType.success && APP_INFO[app].signalTypes.includes(askedType.data)
      ? askedType.data
      : (APP_INFO[app].signalTypes[0] ?? 'forex');

  // The URL follows the app chosen in step 1 (a reload or a shared link opens that app), without
  // restarting the form; a link to another app (the menu) starts a new one.
  const navigate = useNavigate();
  const urlKey = `${app}-${signalType}`;
  const chosen = useRef<string | null>(null);
  const [seenKey, setSeenKey] = useState(urlKey);
  const [generation, setGeneration] = useState(0);
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    if (urlKey !== chosen.current) setGeneration((n) => n + 1);
  }

  /** The admin's saved defaults for the app and its quote provider (GET /me/signal-settings). */
  const savedDefaults = async (values: SignalFormValues) => {
    chosen.current = `${values.app}-${values.signalType}`;
    if (chosen.current !== urlKey) {
      void navigate({
        to: PATHS.signalCreation,
        search: { app: values.app, signalType: values.signalType },
        replace: true,
        // The same page and form: the unsaved-input guard is for leaving it.
        ignoreBlocker: true,
      });
    }
    const key = `${values.app}-${quoteProviderOfSignalType(values.signalType)}`;
    const saved = await queryClient.fetchQuery(signalSettingsQueryOptions(key)).catch(() => ({}));
    return constantValuesOf(saved);
  };

  return (
    <>
      <PageHeader title={t('signalForm.createTitle')} />
      {settings.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <SignalForm
          key={generation}
          apps={apps}
          defaults={signalFormDefaults({ app, signalType, disclaimer: defaultDisclaimer(settings.data) })}
          onAppChosen={savedDefaults}
        />
      )}
    </>
  );
}
