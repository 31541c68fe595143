import { activityLogSearch } from '@signal-desk/domain/page-search';
import { describe, expect, it } from 'vitest';
import { logQueryOf } from './log-search';

describe('the /log-activities URL, read by its route schema', () => {
  it('keeps known event types, apps and periods; the API query leaves the paging out', () => {
    const search = activityLogSearch.parse({
      eventType: 'csv export',
      app: 'shift',
      period: 'today',
      signalId: ' SHIFT-000001 ',
      page: '3',
      perPage: '100',
    });
    expect(search).toMatchObject({ page: 3, perPage: 100 });
    expect(logQueryOf(search)).toEqual({
      eventType: 'csv export',
      userName: undefined,
      signalId: 'SHIFT-000001',
      app: 'shift',
      period: 'today',
      from: undefined,
      to: undefined,
    });
  });

  it('drops what the API would refuse', () => {
    expect(
      activityLogSearch.parse({ eventType: 'teleport', app: 'moon', page: '-1', from: 'soon' }),
    ).toMatchObject({ eventType: undefined, app: undefined, page: undefined, from: undefined });
  });
});
