import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { flushLeads, pendingLeads, queueLead } from './lead-outbox';

const body = {
  source: 'funnel' as const,
  goals: ['ems' as const],
  timeSlot: { id: 'montag-1800' as const },
  contact: { name: 'Lena', email: 'lena@example.de', phone: '0170 1234567' },
};

afterEach(() => localStorage.clear());

describe('the lead outbox', () => {
  it('keeps a lead while the server cannot be reached and sends it once it can', async () => {
    queueLead(body);
    const down = vi.fn().mockRejectedValue(new ApiError('NETWORK', { status: 0 }));
    expect(await flushLeads(down)).toBe(1);
    expect(await flushLeads(vi.fn().mockRejectedValue(new ApiError('SERVER_ERROR', { status: 503 })))).toBe(
      1,
    );
    expect(pendingLeads()[0]).toMatchObject({ body, attempts: 2 });

    const up = vi.fn().mockResolvedValue({ id: 1 });
    expect(await flushLeads(up)).toBe(0);
    expect(up).toHaveBeenCalledExactlyOnceWith(body);
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

  it('drops a lead the server refused as invalid, which no retry can fix', async () => {
    queueLead(body);
    const refused = vi.fn().mockRejectedValue(new ApiError('VALIDATION', { status: 400 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await flushLeads(refused)).toBe(0);
  });
});
