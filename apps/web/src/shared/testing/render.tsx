import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { en } from '../../locales/en';

let ready: Promise<unknown> | null = null;
/** The app's English texts, as the running app has them. */
function englishI18n() {
  ready ??= i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  return ready;
}

/** Renders a component with the app's providers: English texts and a fresh query cache. */
export async function renderWithApp(ui: ReactElement): Promise<RenderResult & { queryClient: QueryClient }> {
  await englishI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
