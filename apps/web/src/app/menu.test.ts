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

  it('shows the Manage users group with Admins to an admin who may view admins or users', () => {
    expect(paths(['ADMIN_VIEW'])).toEqual(['/', { manageUsers: ['/admins'] }]);
    expect(paths(['USERS_VIEW'])).toEqual(['/', { manageUsers: ['/admins'] }]);
  });

  it('adds Roles only for ALL', () => {
    expect(paths(['SUPER_ADMIN'])).toContainEqual({ manageUsers: ['/admins'] });
    expect(paths(['ALL'])).toContainEqual({ manageUsers: ['/admins', '/roles'] });
  });

  it('shows the Manage currencies group: the lists to viewers, adding a currency to modifiers', () => {
    expect(paths(['CURRENCY_VIEW'])).toEqual(['/', { manageCurrencies: ['/currency-pairs', '/currencies'] }]);
    expect(paths(['CURRENCY_MODIFY'])).toEqual([
      '/',
      { manageCurrencies: ['/currency-pairs', '/currencies', '/currencies/add'] },
    ]);
  });
});
