import { activityLogSearch } from '@signal-desk/domain/page-search';
import { describe, expect, it } from 'vitest';
import { logFiltersOf, logQueryOf } from './log-search';

const parseLogSearch = (query: Record<string, string>) => logFiltersOf(activityLogSearch.parse(query));

describe('the /log-activities URL, read by its route schema', () => {
  it('keeps known event types, apps and periods, and the page', () => {
    const filters = parseLogSearch({
      eventType: 'csv export',
      app: 'shift',
      period: 'today',
      signalId: ' SHIFT-000001 ',
      page: '3',
    });
    expect(filters).toEqual({
      eventType: 'csv export',
      userName: undefined,
      signalId: 'SHIFT-000001',
      app: 'shift',
      period: 'today',
      from: undefined,
      to: undefined,
      page: 3,
    });
    expect(logQueryOf(filters)).not.toHaveProperty('page');
  });

  it('drops what the API would refuse', () => {
    expect(parseLogSearch({ eventType: 'teleport', app: 'moon', page: '-1', from: 'soon' })).toMatchObject({
      eventType: undefined,
      app: undefined,
      page: 1,
      from: undefined,
    });
  });
});
