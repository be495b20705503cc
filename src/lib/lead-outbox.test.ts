import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  deliverLead,
  flushLeads,
  LEAD_RETRY_MS,
  pendingLeads,
  queueLead,
  retryWaitingLeads,
} from './lead-outbox';
import { hasPendingLeads } from './lead-outbox-state';

const body = {
  source: 'funnel' as const,
  goals: ['ems' as const],
  timeSlot: { id: 'montag-1800' as const },
  contact: { name: 'Lena', email: 'lena@example.de', phone: '0170 1234567' },
};

afterEach(() => localStorage.clear());

describe('the lead outbox', () => {
  it('is seen to hold a lead, without being loaded, exactly while it holds one', async () => {
    expect(hasPendingLeads()).toBe(false);
    queueLead(body);
    expect(hasPendingLeads()).toBe(true);
    expect(await flushLeads(vi.fn().mockResolvedValue({ id: 'lead-1' }))).toBe(0);
    expect(hasPendingLeads()).toBe(false);
  });

  it('keeps a lead while the server cannot be reached and sends it once it can', async () => {
    const { id } = queueLead(body);
    const down = vi.fn().mockRejectedValue(new ApiError('NETWORK', { status: 0 }));
    expect(await flushLeads(down)).toBe(1);
    expect(await flushLeads(vi.fn().mockRejectedValue(new ApiError('SERVER_ERROR', { status: 503 })))).toBe(
      1,
    );
    expect(pendingLeads()[0]).toMatchObject({ body, attempts: 2 });

    const up = vi.fn().mockResolvedValue({ id: 1 });
    expect(await flushLeads(up)).toBe(0);
    expect(up).toHaveBeenCalledExactlyOnceWith(body, id);
    // Every attempt carried the same Idempotency-Key, so the server stores the lead once.
    expect(down).toHaveBeenCalledWith(body, id);
    expect(pendingLeads()).toEqual([]);
  });

  it('sends each waiting lead once, even when two flushes are asked for at the same time', async () => {
    queueLead(body);
    queueLead({ ...body, goals: ['get-fit'] });
    const send = vi.fn().mockResolvedValue({ id: 1 });
    await Promise.all([flushLeads(send), flushLeads(send)]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(pendingLeads()).toEqual([]);
  });

  it('keeps questionnaire and self-check leads in the same outbox, oldest first', async () => {
    const questionnaire = {
      source: 'questionnaire' as const,
      answers: {
        age: 30,
        gender: 'diverse' as const,
        fitness: 5,
        balance: 5,
        happiness: 5,
        pushups: 0,
        summer: '' as const,
        followUp: '' as const,
        barriers: [],
        otherReasons: '',
      },
      contact: { name: 'Kim', email: 'kim@example.de', phone: '' },
    };
    const first = queueLead(questionnaire);
    const second = queueLead(body);
    const send = vi.fn().mockResolvedValue({ id: 1 });
    expect(await flushLeads(send)).toBe(0);
    expect(send.mock.calls).toEqual([
      [questionnaire, first.id],
      [body, second.id],
    ]);
  });

  it('drops a lead the server refused as invalid, which no retry can fix', async () => {
    queueLead(body);
    const refused = vi.fn().mockRejectedValue(new ApiError('VALIDATION', { status: 400 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await flushLeads(refused)).toBe(0);
  });

  it('delivers a lead by storing it first, and keeps retrying every 30 s and on online until it went out', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn().mockRejectedValue(new ApiError('NETWORK', { status: 0 }));
      const delivered = deliverLead(body, send);
      expect(pendingLeads()).toHaveLength(1);
      expect(await delivered).toBe(1);

      const stop = retryWaitingLeads(send);
      await vi.advanceTimersByTimeAsync(LEAD_RETRY_MS - 1);
      expect(send).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(send).toHaveBeenCalledTimes(2);

      send.mockResolvedValue({ id: 7 });
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      expect(send).toHaveBeenCalledTimes(3);
      expect(pendingLeads()).toEqual([]);
      await vi.advanceTimersByTimeAsync(LEAD_RETRY_MS * 3);
      expect(send).toHaveBeenCalledTimes(3);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
