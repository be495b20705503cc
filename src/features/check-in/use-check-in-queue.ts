// The queue as a screen sees it: the entries waiting, the refusals to show, a way to queue a tap, and the replay
// that runs when the screen opens, when the connection returns, and every 20 s while entries wait.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnlineStatus } from '../../lib/network-status';
import { postCheckIn } from './api/check-in';
import { checkInKeys } from './api/keys';
import { checkInQueue, type CheckInQueue, type FailedCheckIn, type QueuedCheckIn } from './queue';

const RETRY_MS = 20_000;

export interface CheckInQueueState {
  entries: QueuedCheckIn[];
  failures: FailedCheckIn[];
  /** true after a replay found no connection, or while the browser is offline. */
  waiting: boolean;
  enqueue: (input: Omit<QueuedCheckIn, 'key' | 'queuedAt' | 'actorId'>) => Promise<void>;
  dismissFailure: (key: string) => void;
}

export function useCheckInQueue({
  actorId,
  ready,
  queue = checkInQueue,
}: {
  /** The signed-in user; entries are theirs. */
  actorId: number;
  /** The session can send (it was confirmed by the server, so a token is there). */
  ready: boolean;
  queue?: CheckInQueue;
}): CheckInQueueState {
  const client = useQueryClient();
  const online = useOnlineStatus();
  const [entries, setEntries] = useState<QueuedCheckIn[]>([]);
  const [failures, setFailures] = useState<FailedCheckIn[]>([]);
  const [stopped, setStopped] = useState(false);
  const canSend = useRef(false);
  useEffect(() => {
    canSend.current = ready && online;
  }, [ready, online]);

  const replay = useCallback(async () => {
    if (!canSend.current) return;
    const result = await queue.replay(actorId, postCheckIn);
    setStopped(result.stopped);
    if (result.failed.length > 0) setFailures((list) => [...list, ...result.failed]);
    if (result.sent > 0 || result.failed.length > 0)
      await client.invalidateQueries({ queryKey: checkInKeys.sessions() });
  }, [actorId, client, queue]);

  useEffect(() => {
    let alive = true;
    const load = () =>
      void queue.list(actorId).then((list) => {
        if (alive) setEntries(list);
      });
    load();
    const unsubscribe = queue.subscribe(load);
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [actorId, queue]);

  // Opening the screen, the connection coming back, the session being confirmed: send what waits.
  useEffect(() => {
    if (!ready || !online) return;
    const timer = window.setTimeout(() => void replay(), 0);
    return () => window.clearTimeout(timer);
  }, [ready, online, replay]);

  const hasEntries = entries.length > 0;
  useEffect(() => {
    if (!hasEntries || !ready || !online) return;
    const timer = window.setInterval(() => void replay(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [hasEntries, ready, online, replay]);

  const enqueue = useCallback(
    async (input: Omit<QueuedCheckIn, 'key' | 'queuedAt' | 'actorId'>) => {
      await queue.enqueue({ ...input, actorId });
      await replay();
    },
    [actorId, queue, replay],
  );

  const dismissFailure = useCallback(
    (key: string) => setFailures((list) => list.filter((failure) => failure.entry.key !== key)),
    [],
  );

  return { entries, failures, waiting: !online || stopped, enqueue, dismissFailure };
}
