// @vitest-environment happy-dom
import { takeProfitRuleSchema } from '@signal-desk/domain/signal-support';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { de } from '../../../locales/de';
import { PATHS } from '../../../shared/paths';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { useCreateRule } from '../api/create-rule';
import { RuleForm } from './rule-form';
import { ruleFormDefaults } from './rule-form-values';

function NewRule() {
  return <RuleForm defaults={ruleFormDefaults('titan')} save={useCreateRule()} editing={false} />;
}

/** The form on its page of a memory router (it links back to the list and goes there once saved). */
const renderRuleForm = () =>
  renderOnRoute(
    { path: '/', component: NewRule, url: '/', others: { [PATHS.signalRules]: () => 'list' } },
    { locale: 'de' },
  );

/** The rule the server keeps: what was sent, the limits not sent empty. */
const created = answerData(
  'POST',
  '/api/take-profit-rules',
  takeProfitRuleSchema,
  (request) =>
    ({
      _id: '3f0c8d1e-4c1a-4f7e-9a53-0f6f1c2b8d11',
      minStopLoss: null,
      maxStopLoss: null,
      minTakeProfitsCount: null,
      maxTakeProfitsCount: null,
      minStopTip: null,
      maxStopTip: null,
      rrr: null,
      ...(request.body as object),
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }) as z.input<typeof takeProfitRuleSchema>,
  201,
);

afterEach(cleanup);

describe('the take-profit rule form in German', () => {
  it('reads "85.000,50" as 85000.5 and a decimal comma ratio, and saves them', async () => {
    const api = serveApi(created);
    const user = userEvent.setup();
    await renderRuleForm();

    await user.type(await screen.findByRole('textbox', { name: de.rules.fields.minTakeProfit }), '85.000,50');
    await user.type(screen.getByRole('textbox', { name: de.rules.fields.rrr }), '1,5');
    await user.click(screen.getByRole('button', { name: de.common.save }));

    await waitFor(() => expect(api.sent.some((r) => r.method === 'POST')).toBe(true));
    expect(api.sent.find((r) => r.method === 'POST')?.body).toMatchObject({
      app: 'titan',
      minTakeProfit: '85000.5',
      rrr: '1.5',
      maxTakeProfit: null,
    });
  });

  it('refuses "90.000" (ninety thousand or ninety?) on its field instead of saving 90', async () => {
    const api = serveApi(created);
    const user = userEvent.setup();
    await renderRuleForm();

    const max = await screen.findByRole('textbox', { name: de.rules.fields.maxTakeProfit });
    await user.type(max, '90.000');
    await user.click(screen.getByRole('button', { name: de.common.save }));

    expect(await screen.findByText(de.validation.numberAmbiguous)).toBeTruthy();
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);

    // Written without grouping, it is ninety thousand.
    await user.clear(max);
    await user.type(max, '90000');
    await user.click(screen.getByRole('button', { name: de.common.save }));
    await waitFor(() =>
      expect(api.sent.find((r) => r.method === 'POST')?.body).toMatchObject({ maxTakeProfit: '90000' }),
    );
  });

  it('limits a rule to the signal types checked among the app’s, and shows the server’s refusal on them', async () => {
    const api = serveApi(
      refuse('POST', '/api/take-profit-rules', 400, (request) =>
        (request.body as { signalTypes: string[] }).signalTypes.length === 1
          ? undefined
          : {
              code: 'bad_request',
              message: 'Invalid request',
              fields: [{ path: 'signalTypes', message: 'x', code: 'signalTypeNotInApp' }],
            },
      ),
      created,
    );
    const user = userEvent.setup();
    await renderRuleForm();

    await user.type(await screen.findByRole('textbox', { name: de.rules.fields.rrr }), '2');
    const types = screen.getByRole('group', { name: de.rules.fields.signalTypes });
    expect(screen.getByText(de.rules.signalTypesHelp)).toBeTruthy();
    await user.click(within(types).getByRole('checkbox', { name: de.signals.signalTypes.indice }));
    await user.click(within(types).getByRole('checkbox', { name: de.signals.signalTypes.synthetic }));
    await user.click(screen.getByRole('button', { name: de.common.save }));
    expect(await screen.findByText(de.validation.signalTypeNotInApp)).toBeTruthy();

    await user.click(within(types).getByRole('checkbox', { name: de.signals.signalTypes.indice }));
    await user.click(screen.getByRole('button', { name: de.common.save }));
    await waitFor(() =>
      expect(api.sent.filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({
        app: 'titan',
        signalTypes: ['synthetic'],
      }),
    );
  });
});
