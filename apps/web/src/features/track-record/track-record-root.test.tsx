// @vitest-environment happy-dom
import { type TrackRecord, trackRecordSchema } from '@signal-desk/domain/track-record';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { answerData, refuse, serveApi } from '../../shared/testing/api-server';
import { renderWithApp } from '../../shared/testing/render';
import { trackRecordRoot } from './track-record-root';

const texts = en.trackRecord;
const PATH = '/api/public/track-record/shift';
const HEAD = 'ab'.repeat(32);

const record: TrackRecord = {
  app: 'shift',
  trader: null,
  head: { seq: 3, hash: HEAD },
  ideas: 2,
  figures: [
    {
      unit: 'pips',
      ideas: 2,
      wins: 1,
      losses: 1,
      total: '25.5',
      winRate: '50',
      profitFactor: '2.02',
      expectancy: '12.75',
      maxDrawdown: '25',
      averageHoldingHours: '6.5',
      equity: [
        { day: '2026-10-01', pips: '50.5', cumulative: '50.5' },
        { day: '2026-11-02', pips: '-25', cumulative: '25.5' },
      ],
      monthly: [
        { month: '2026-10', trades: 1, result: '50.5' },
        { month: '2026-11', trades: 1, result: '-25' },
      ],
    },
  ],
  corrections: {
    total: 1,
    latest: [
      {
        seq: 3,
        prevHash: 'cd'.repeat(32),
        hash: HEAD,
        entry: {
          seq: 3,
          kind: 'correction',
          corrects: 1,
          app: 'shift',
          idea: 'SHIFT-000007',
          pair: null,
          side: null,
          status: 'withdrawn',
          entry: null,
          exit: null,
          result: null,
          unit: null,
          percent: null,
          openedAt: null,
          closedAt: null,
          trader: null,
        },
      },
    ],
  },
  links: [],
  next: 1,
};

afterEach(cleanup);

/** The public root at this address, as `main.tsx` mounts it. */
function Root({ pathname, search }: { pathname: string; search: string }) {
  return trackRecordRoot({ pathname, search });
}
const show = (pathname: string, search = '') => renderWithApp(<Root pathname={pathname} search={search} />);

describe('the public track record', () => {
  it('shows the figures, the curve, the months, the head hash and the corrections of the app', async () => {
    const api = serveApi(answerData('GET', PATH, trackRecordSchema, record));
    await show('/track-record/shift');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SHiFT: verified track record' }),
    ).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 2, name: en.reports.units.pips });
    const pips = heading.closest('section') as HTMLElement;
    expect(within(pips).getByText(texts.winRate, { selector: 'dt' }).nextSibling?.textContent).toBe('50 %');
    expect(within(pips).getByText(texts.total, { selector: 'dt' }).nextSibling?.textContent).toBe('+25.5');
    expect(within(pips).getByRole('img', { name: texts.equity })).toBeTruthy();
    const months = within(pips).getAllByRole('table', { name: texts.monthly })[0] as HTMLElement;
    expect(within(months).getByRole('rowheader', { name: '2026' })).toBeTruthy();
    expect(within(months).getByText('-25')).toBeTruthy();

    expect(screen.getByText(HEAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.download }).getAttribute('href')).toBe(`${PATH}?from=1`);
    expect(
      screen.getByText('Link 3 corrects link 1 (SHIFT-000007): withdrawn', { exact: false }),
    ).toBeTruthy();
    expect(api.sent.map((r) => r.path)).toEqual([PATH]);
  });

  it('asks for one trader’s record when the address names a valid nickname, and ignores one that is not', async () => {
    const api = serveApi(answerData('GET', PATH, trackRecordSchema, { ...record, trader: 'alice' }));
    await show('/track-record/shift', '?trader=alice');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SHiFT · alice: verified track record' }),
    ).toBeTruthy();
    expect((await screen.findByRole('link', { name: texts.download })).getAttribute('href')).toBe(
      `${PATH}?from=1&trader=alice`,
    );
    cleanup();

    await show('/track-record/shift', '?trader=%3Cscript%3E');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SHiFT: verified track record' }),
    ).toBeTruthy();
    await screen.findByText(HEAD);
    expect(api.sent.map((r) => r.path)).toEqual([`${PATH}?trader=alice`, PATH]);
  });

  it('says when nothing has closed yet, and when the record cannot be loaded', async () => {
    serveApi(
      answerData('GET', PATH, trackRecordSchema, {
        ...record,
        ideas: 0,
        figures: [],
        head: { seq: 0, hash: '0'.repeat(64) },
        corrections: { total: 0, latest: [] },
        next: null,
      }),
    );
    await show('/track-record/shift');
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    expect(screen.getByText(texts.noCorrections)).toBeTruthy();
    cleanup();

    serveApi(refuse('GET', PATH, 503, { code: 'unavailable', message: 'Try again later' }));
    await show('/track-record/shift');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      texts.loadFailed.replace('{{message}}', 'Try again later'),
    );
  });

  it('answers an address of no app with the not-found page, and asks nothing', async () => {
    const api = serveApi();
    await show('/track-record/nowhere');
    expect(screen.getByRole('heading', { name: texts.notFound })).toBeTruthy();
    await show('/track-record/shift/stats');
    expect(screen.getAllByRole('heading', { name: texts.notFound })).toHaveLength(2);
    expect(api.sent).toEqual([]);
  });
});
