import type { Permission } from '@signal-desk/domain/permissions';
import type { SignalStatus } from '@signal-desk/domain/signal';
import { describe, expect, it } from 'vitest';
import { availableActions } from './signal-actions';

const ME = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const OTHER = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5c';

const actions = (
  status: SignalStatus,
  permissions: Permission[],
  trader = ME,
  app = 'shift' as const,
  owner: string | null = null,
) =>
  availableActions(
    { app, status, trader: { _id: trader, nickname: 'x' }, owner, softDelete: false },
    { _id: ME, permissions },
  );

describe('availableActions', () => {
  it('counts an idea the admin created for another trader as their own, like the server', () => {
    expect(actions('active', ['MODIFY_SIGNAL_STATUS'], OTHER)).not.toContain('end');
    expect(actions('active', ['MODIFY_SIGNAL_STATUS'], OTHER, 'shift', ME)).toContain('end');
  });

  it('offers every fitting action to ALL, by status', () => {
    expect(actions('pending', ['ALL'])).toEqual([
      'trail',
      'edit',
      'livePrice',
      'cancel',
      'expire',
      'softDelete',
    ]);
    expect(actions('active', ['ALL'])).toEqual([
      'trail',
      'edit',
      'livePrice',
      'end',
      'endEarly',
      'cancel',
      'softDelete',
    ]);
    expect(actions('won', ['ALL'])).toEqual(['trail', 'edit', 'reopen', 'softDelete']);
  });

  it('never edits a cancelled or SL-hit idea', () => {
    expect(actions('sl_hit', ['ALL'])).not.toContain('edit');
    expect(actions('cancelled', ['ALL'])).not.toContain('edit');
  });

  it('lets MODIFY_SIGNAL_STATUS act on own ideas only, and never reopen', () => {
    expect(actions('active', ['MODIFY_SIGNAL_STATUS'])).toEqual([
      'trail',
      'livePrice',
      'end',
      'endEarly',
      'cancel',
    ]);
    expect(actions('active', ['MODIFY_SIGNAL_STATUS'], OTHER)).toEqual(['trail']);
    expect(actions('won', ['MODIFY_SIGNAL_STATUS'])).toEqual(['trail']);
    expect(actions('won', ['MODIFY_ALL_SIGNAL_STATUS'], OTHER)).toEqual(['trail', 'reopen']);
  });

  it('edits closed ideas with SIGNAL_CLOSED_FIELDS_MODIFY, open ones with the open-field or SL permission', () => {
    expect(actions('won', ['SIGNAL_CLOSED_FIELDS_MODIFY'])).toContain('edit');
    expect(actions('won', ['SIGNAL_OPEN_FIELDS_MODIFY'])).not.toContain('edit');
    expect(actions('won', ['MODIFY_SL'])).not.toContain('edit');
    expect(actions('active', ['MODIFY_SL'])).toContain('edit');
  });

  it('soft-deletes with the app permission', () => {
    expect(actions('won', ['SOFT_DELETE_SHIFT'])).toContain('softDelete');
    expect(actions('won', ['SOFT_DELETE_NFX'])).not.toContain('softDelete');
  });
});
