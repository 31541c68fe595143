// @vitest-environment happy-dom
import { type Mastery, masterySchema } from '@signal-desk/domain/content';
import { languagesSchema } from '@signal-desk/domain/translation';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, answerList, serveApi } from '../../../shared/testing/api-server';
import { stackInDocumentOrder } from '../../../shared/testing/layout';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { MasteriesPage } from './masteries-page';

const moderator = testAdmin({
  permissions: ['MASTERIES_MODERATE'],
  effectivePermissions: ['MASTERIES_MODERATE'],
});
const viewer = testAdmin({ permissions: [], effectivePermissions: [] });

const masteryOf = (id: string, name: string, order: number, parentId: string | null = null): Mastery => ({
  _id: `3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4d${id}`,
  app: 'shift',
  name,
  description: '',
  type: parentId ? 'video' : 'category',
  parentId,
  presigned_url: parentId ? 'http://localhost/api/files/masteries/v.mp4' : null,
  poster: null,
  langs: ['en'],
  order,
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const basics = masteryOf('01', 'Basics', 0);
const advanced = masteryOf('02', 'Advanced', 1);
const psychology = masteryOf('03', 'Psychology', 2);
const firstVideo = masteryOf('04', 'What is a pip', 0, basics._id);
const tree = [basics, advanced, psychology, firstVideo];

beforeEach(() => stackInDocumentOrder('li'));
afterEach(() => {
  cleanup();
  endSession();
  vi.restoreAllMocks();
});

function serveTree() {
  return serveApi(
    answerList('/api/masteries', masterySchema, tree),
    answerData('PUT', '/api/masteries/top-level/reorder-children', z.array(masterySchema), tree),
    answerData('GET', '/api/languages/list', languagesSchema, {
      languages: [{ code: 'en', name: 'English' }],
      translation: { available: false, provider: null },
    }),
  );
}

const open = () =>
  renderOnRoute({ path: PATHS.masteries, component: MasteriesPage, url: '/masteries?app=shift' });

describe('MasteriesPage', () => {
  it('moves a category below the next one with the keyboard, over its own videos, and saves the new order', async () => {
    startSession({ token: 'token', user: moderator });
    const api = serveTree();
    const user = userEvent.setup();
    await open();

    (await screen.findByRole('button', { name: 'Move Basics' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    await waitFor(() => expect(api.sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(api.sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/masteries/top-level/reorder-children?app=shift',
      body: { orderHashMap: { [advanced._id]: 0, [basics._id]: 1, [psychology._id]: 2 } },
    });
  });

  it('shows the tree without handles or edit buttons to an admin who may only look', async () => {
    startSession({ token: 'token', user: viewer });
    serveTree();
    await open();

    const list = await screen.findByRole('list', { name: en.nav.masteries });
    expect(await within(list).findByText('What is a pip')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent?.replace('EN', '')),
    ).toEqual(['Basics', 'What is a pip', 'Advanced', 'Psychology']);
    expect(screen.queryByRole('button', { name: 'Move Basics' })).toBeNull();
    expect(screen.queryByRole('button', { name: en.content.masteries.addCategory })).toBeNull();
  });
});
