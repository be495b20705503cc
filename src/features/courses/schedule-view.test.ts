import { describe, expect, it } from 'vitest';
import { scheduleView, type ScheduleViewInput } from './schedule-view';

const base: ScheduleViewInput = {
  isRestoring: false,
  data: undefined,
  isError: false,
  fetchStatus: 'idle',
  online: true,
};

describe('scheduleView', () => {
  it('waits for the stored cache before calling a list empty', () => {
    expect(scheduleView({ ...base, isRestoring: true })).toBe('loading');
    expect(scheduleView({ ...base, isRestoring: true, data: [] })).toBe('loading');
    expect(scheduleView({ ...base, data: [] })).toBe('empty');
  });

  it('shows data whenever there is some, even offline or after a failed refetch', () => {
    expect(scheduleView({ ...base, data: [1], isError: true, online: false })).toBe('ready');
    expect(scheduleView({ ...base, data: [1], isRestoring: true })).toBe('ready');
  });

  it('says offline instead of spinning when nothing is stored and the network is gone', () => {
    expect(scheduleView({ ...base, fetchStatus: 'paused' })).toBe('offline');
    expect(scheduleView({ ...base, isError: true, online: false })).toBe('offline');
  });

  it('shows the error online and the spinner while the first answer is on its way', () => {
    expect(scheduleView({ ...base, isError: true })).toBe('error');
    expect(scheduleView({ ...base, fetchStatus: 'fetching' })).toBe('loading');
  });
});
