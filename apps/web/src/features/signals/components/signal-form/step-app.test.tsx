// @vitest-environment happy-dom

import type { AdminUser } from '@signal-desk/domain/admin';
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { traderSchema } from '@signal-desk/domain/signal-support';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../../../shared/session/session-store';
import { answerList, serveApi } from '../../../../shared/testing/api-server';
import { renderWithApp } from '../../../../shared/testing/render';
import type { SignalFormEnv } from './signal-form-env';
import { type SignalFormValues, signalFormDefaults } from './signal-form-values';
import { StepApp } from './step-app';

const me: AdminUser = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a20',
  name: 'Elsa',
  nickname: 'elsa',
  email: 'elsa@example.com',
  locale: 'en',
  permissions: ['ALL'],
  roles: [],
  effectivePermissions: ['ALL'],
  apiType: null,
  activationStatus: true,
  apiKey: null,
  forexApiKey: null,
  cryptoApiKey: null,
  quoteProvider: 1,
  signalsSent: { shift: 2, titan: 5 },
  signalsLimit: { shift: 10, titan: 5 },
  trackRecordPublic: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const env: SignalFormEnv = {
  mode: 'create',
  apps: ['shift', 'titan'],
  pairs: [],
  pairsError: null,
  pair: undefined,
  unit: 'pips',
  multiplier: null,
  live: undefined,
  openingPrice: null,
  may: () => true,
};

let values: () => SignalFormValues = () => {
  throw new Error('not rendered');
};

function InForm({ children }: { children: ReactNode }) {
  const form = useForm({
    defaultValues: signalFormDefaults({ app: 'shift', signalType: 'forex', disclaimer: null }),
  });
  values = form.getValues;
  return <FormProvider {...form}>{children}</FormProvider>;
}

async function renderStep() {
  startSession({ token: 'test-token', user: me });
  serveApi(
    answerList('/api/traders', traderSchema, [
      { _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a21', nickname: 'omar', name: 'Omar' },
    ]),
  );
  await renderWithApp(
    <InForm>
      <StepApp env={env} />
    </InForm>,
  );
}

afterEach(() => {
  cleanup();
  endSession();
});

describe('StepApp (step 1 of the trade idea form)', () => {
  it('publishes under the admin by default, or under a trader of the app', async () => {
    const user = userEvent.setup();
    await renderStep();
    expect(screen.getByText('Sent today in this app: 2/10')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Trader' }));
    await user.click(await screen.findByRole('option', { name: 'omar' }));
    expect(values().trader).toBe('3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a21');
  });

  it('switching the app resets its signal type, pair and trader, and says when its daily limit is reached', async () => {
    const user = userEvent.setup();
    await renderStep();
    expect(screen.queryByText(REFUSAL_MESSAGES.daily_limit_reached)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /^App/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /TITAN/ }));
    expect(values()).toMatchObject({ app: 'titan', signalType: 'indice', pair: '', trader: '' });
    expect(await screen.findByText(REFUSAL_MESSAGES.daily_limit_reached)).toBeTruthy();
  });
});
