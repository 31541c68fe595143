// @vitest-environment happy-dom
import { subscriptionSchema } from '@signal-desk/domain/subscriptions';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { SubscriptionAddPage } from './subscription-add-page';

const texts = en.customers.subscriptions;

afterEach(cleanup);

async function fillIn(productId: string, start: string, end: string) {
  const user = userEvent.setup();
  await renderOnRoute({
    path: PATHS.subscriptionAdd,
    component: SubscriptionAddPage,
    url: `${PATHS.subscriptionAdd}?app=nfx`,
    others: { [PATHS.subscriptions]: () => <p>Subscriptions list</p> },
  });
  await user.type(
    await screen.findByRole('textbox', { name: new RegExp(`^${texts.fields.productId}`) }),
    productId,
  );
  fireEvent.change(screen.getByLabelText(new RegExp(`^${texts.fields.startDate}`)), {
    target: { value: start },
  });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${texts.fields.endDate}`)), { target: { value: end } });
  await user.click(screen.getByRole('button', { name: en.common.save }));
  return user;
}

describe('SubscriptionAddPage', () => {
  it('creates the subscription of the app in the link and returns to that app’s list', async () => {
    const api = serveApi(
      answerData(
        'POST',
        '/api/subscriptions',
        subscriptionSchema,
        {
          _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4e01',
          app: 'nfx',
          productId: 'com.example.nfx.monthly',
          type: 'monthly',
          startDate: '2026-02-01',
          endDate: '2026-12-31',
          activationStatus: true,
          lastModified: '2026-01-01T00:00:00.000Z',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        201,
      ),
    );
    await fillIn('com.example.nfx.monthly', '2026-02-01', '2026-12-31');

    expect(await screen.findByText('Subscriptions list')).toBeTruthy();
    expect(await screen.findByText(texts.created)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      {
        app: 'nfx',
        productId: 'com.example.nfx.monthly',
        type: 'monthly',
        startDate: '2026-02-01',
        endDate: '2026-12-31',
        activationStatus: true,
      },
    ]);
  });

  it('refuses an end before the start on the end date, and sends nothing', async () => {
    const api = serveApi();
    await fillIn('com.example.nfx.monthly', '2026-02-01', '2026-01-15');

    const end = screen.getByLabelText(new RegExp(`^${texts.fields.endDate}`));
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.endBeforeStart)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('puts a product id already in use on the product id field', async () => {
    serveApi(
      refuse('POST', '/api/subscriptions', 409, {
        code: 'conflict',
        message: 'Product id already in use',
        fields: [{ path: 'productId', message: 'Already taken', code: 'taken' }],
      }),
    );
    await fillIn('com.example.nfx.monthly', '2026-02-01', '');

    const productId = screen.getByRole('textbox', { name: new RegExp(`^${texts.fields.productId}`) });
    await waitFor(() => expect(productId.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.taken)).toBeTruthy();
    expect(screen.queryByText('Subscriptions list')).toBeNull();
  });
});
