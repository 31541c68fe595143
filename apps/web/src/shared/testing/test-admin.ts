import type { AdminUser } from '@signal-desk/domain/admin';

/** A signed-in admin for component tests: these fields over an active English admin without keys. */
export function testAdmin(fields: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a00',
    name: 'Test Admin',
    nickname: 'tester',
    email: 'tester@example.com',
    locale: 'en',
    permissions: [],
    roles: [],
    effectivePermissions: [],
    apiType: null,
    activationStatus: true,
    apiKey: null,
    forexApiKey: null,
    cryptoApiKey: null,
    quoteProvider: 1,
    signalsSent: {},
    signalsLimit: {},
    trackRecordPublic: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
