// @vitest-environment happy-dom
import { activityLogEntrySchema, userNameSchema } from '@signal-desk/domain/activity-log';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import {
  answerData,
  answerFile,
  answerList,
  type SentRequest,
  serveApi,
} from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { LogActivitiesPage } from './log-activities-page';

const logApi = () =>
  serveApi(
    answerList('/api/log-statistic', activityLogEntrySchema, []),
    answerData('GET', '/api/log-statistic/event-type', z.array(z.string()), []),
    answerData('GET', '/api/log-statistic/user-name', z.array(userNameSchema), []),
    answerFile('/api/log-statistic/export', 'text/csv', 'date,event\n'),
  );
const queryOf = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);
const lists = (sent: SentRequest[]) => sent.filter((r) => r.path.startsWith('/api/log-statistic?'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LogActivitiesPage', () => {
  it('filters on the typed trade idea id once typing pauses, without Enter', async () => {
    const api = logApi();
    const user = userEvent.setup();
    const router = await renderOnRoute({
      path: PATHS.logActivities,
      component: LogActivitiesPage,
      url: '/log-activities',
    });
    await user.type(await screen.findByLabelText(en.reports.log.filters.signalId), 'SHIFT-42');
    await waitFor(() => expect(router.state.location.search).toEqual({ signalId: 'SHIFT-42' }));
    await waitFor(() => expect(queryOf(lists(api.sent).at(-1))).toMatchObject({ signalId: 'SHIFT-42' }));
    // Only the settled text is asked for, not each keystroke.
    expect(lists(api.sent).filter((r) => r.path.includes('signalId='))).toHaveLength(1);
  });

  it('exports exactly the filters of the list, the text typed just now included', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
    );
    const api = logApi();
    const user = userEvent.setup();
    const router = await renderOnRoute({
      path: PATHS.logActivities,
      component: LogActivitiesPage,
      url: '/log-activities?app=shift',
    });
    await user.type(await screen.findByLabelText(en.reports.log.filters.signalId), 'SHIFT-7');
    await user.click(screen.getByRole('button', { name: en.reports.log.export }));
    await waitFor(() =>
      expect(api.sent.some((r) => r.path.startsWith('/api/log-statistic/export'))).toBe(true),
    );
    const exported = queryOf(api.sent.find((r) => r.path.startsWith('/api/log-statistic/export')));
    expect(exported).toEqual({ app: 'shift', signalId: 'SHIFT-7' });
    await waitFor(() => expect(router.state.location.search).toEqual({ app: 'shift', signalId: 'SHIFT-7' }));
    await waitFor(() => {
      const { page: _page, perPage: _perPage, ...listed } = queryOf(lists(api.sent).at(-1));
      expect(listed).toEqual(exported);
    });
  });
});
