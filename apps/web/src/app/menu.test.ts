import type { ApiKeyType } from '@signal-desk/domain/apps';
import type { Permission } from '@signal-desk/domain/permissions';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import { PAGES } from './routes';

const paths = (permissions: Parameters<typeof buildMenu>[1]) =>
  buildMenu(PAGES, permissions).map((node) =>
    node.kind === 'link' ? node.path : { [node.id]: node.links.map((link) => link.path) },
  );

describe('buildMenu', () => {
  it('shows only the dashboard to an admin without permissions', () => {
    expect(paths([])).toEqual(['/']);
  });

  it('shows the Manage users group with Users and Admins to an admin who may view admins or users', () => {
    expect(paths(['ADMIN_VIEW'])).toEqual(['/', { manageUsers: ['/users', '/admins'] }]);
    expect(paths(['USERS_VIEW'])).toEqual(['/', { manageUsers: ['/users', '/admins'] }]);
  });

  it('adds Roles only for ALL', () => {
    expect(paths(['SUPER_ADMIN'])).toContainEqual({ manageUsers: ['/users', '/admins'] });
    expect(paths(['ALL'])).toContainEqual({ manageUsers: ['/users', '/admins', '/roles'] });
  });

  it('lists the subscriptions of shift, nfx, titan and relic that the viewer may open', () => {
    const apps = (held: Permission[]) =>
      buildMenu(PAGES, held)
        .flatMap((node) => (node.kind === 'group' && node.id === 'manageSubscriptions' ? node.links : []))
        .map((link) => link.search?.app);
    expect(apps(['SUBSCRIPTION_IDS_VIEW', 'ALL'])).toEqual(['shift', 'nfx', 'titan', 'relic']);
    expect(apps(['SUBSCRIPTION_IDS_VIEW', 'SHIFT', 'RELIC'])).toEqual(['shift', 'relic']);
    expect(apps(['SUBSCRIPTION_IDS_VIEW'])).toEqual([]);
    expect(paths(['USERS_VIEW'])).not.toContainEqual(
      expect.objectContaining({ manageSubscriptions: expect.anything() }),
    );
  });

  it('shows the Manage currencies group: the lists to viewers, adding a currency to modifiers', () => {
    expect(paths(['CURRENCY_VIEW'])).toEqual(['/', { manageCurrencies: ['/currency-pairs', '/currencies'] }]);
    expect(paths(['CURRENCY_MODIFY'])).toEqual([
      '/',
      { manageCurrencies: ['/currency-pairs', '/currencies', '/currencies/add'] },
    ]);
  });

  describe('app pages', () => {
    /** The links of one group as `path?query`, for the per-app entries. */
    const group = (id: string, permissions: Permission[], apiKeyTypes: ApiKeyType[] = []) =>
      buildMenu(PAGES, permissions, apiKeyTypes)
        .flatMap((node) => (node.kind === 'group' && node.id === id ? node.links : []))
        .map((link) => `${link.path}?${new URLSearchParams(link.search).toString()}`);

    it('lists the active trade ideas of each app the admin may open, with its query', () => {
      expect(group('activeTradeIdeas', ['SHIFT', 'TITAN_INDICES'])).toEqual([
        '/signals?app=shift&signalType=forex',
        '/signals?app=titan',
      ]);
      expect(group('activeTradeIdeas', [])).toEqual([]);
    });

    it('shows external apps only with the matching API key', () => {
      expect(group('activeTradeIdeas', ['ALL'])).not.toContain('/signals?app=external&signalType=crypto');
      expect(group('activeTradeIdeas', ['ALL'], ['crypto'])).toContain(
        '/signals?app=external&signalType=crypto',
      );
    });

    it("lists a recycle bin per app by the app's soft-delete-view permission", () => {
      expect(group('tradeRecycle', ['SHIFT', 'NFX', 'SOFT_DELETE_VIEW_NFX'])).toEqual([
        '/recycle?app=nfx&signalType=nfx',
      ]);
      expect(group('tradeRecycle', ['SHIFT', 'NFX', 'SOFT_DELETE_VIEW_ALL'])).toEqual([
        '/recycle?app=shift&signalType=forex',
        '/recycle?app=nfx&signalType=nfx',
      ]);
    });

    it('links signal creation to the first app the admin may open, with SIGNAL_OPEN_FIELDS_MODIFY', () => {
      expect(group('signalCreation', ['RELIC', 'SIGNAL_OPEN_FIELDS_MODIFY'])).toEqual([
        '/signal-creation?app=relic&signalType=crypto',
        '/signal-creation/constants?app=relic&signalType=crypto',
      ]);
      expect(group('signalCreation', ['RELIC'])).toEqual([]);
      expect(group('signalCreation', ['SIGNAL_OPEN_FIELDS_MODIFY'])).toEqual([]);
    });

    it('shows the settings to SETTINGS, the take-profit rules also to trade idea viewers', () => {
      expect(group('settings', ['SETTINGS'])).toEqual(['/settings/edit?', '/signal-rules?']);
      expect(group('settings', ['SIGNALS_VIEW'])).toEqual(['/signal-rules?']);
    });
  });
});
