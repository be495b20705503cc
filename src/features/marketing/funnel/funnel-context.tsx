// Opens the recommendation funnel from anywhere on a page: the tier cards (with their tier chosen, issue 37), and
// every call to action pointing at '#probetraining'. Mounting the provider also sends leads left in the outbox by an earlier visit.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ActionContext, ActionTargetsContext } from '../../../components/blocks/smart-link';
import type { TierName } from '#domain/marketing/funnel';
import { hasPendingLeads } from '../../../lib/lead-outbox-state';
import { FUNNEL_ANCHOR } from '../funnel-anchor';

// The funnel's steps and the lead's sending are loaded on the first opening (and when a lead waits to be sent), not
// with every page that has a 'Probetraining' button (decision 0183).
const FunnelModal = lazy(async () => ({ default: (await import('./funnel-modal')).FunnelModal }));
const loadSending = async () => {
  const [{ createLead }, outbox] = await Promise.all([
    import('../../../lib/create-lead'),
    import('../../../lib/lead-outbox'),
  ]);
  return { send: () => outbox.flushLeads(createLead), retryMs: outbox.LEAD_RETRY_MS };
};

interface FunnelApi {
  /** Opens the funnel at step 1; `tier` is the tier card's, chosen on the result step (the visitor may switch). */
  open: (tier?: TierName) => void;
}

const FunnelContext = createContext<FunnelApi>({ open: () => {} });

export function useFunnel(): FunnelApi {
  return useContext(FunnelContext);
}

/** Retries waiting leads now, when the browser comes back online, and every 30 s while some wait. */
function useLeadOutbox(): () => void {
  const [tick, setTick] = useState(0);
  const kick = useCallback(() => setTick((value) => value + 1), []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const run = () => {
      if (!hasPendingLeads()) return;
      void loadSending().then(async ({ send, retryMs }) => {
        const left = await send();
        if (!cancelled && left > 0) timer = setTimeout(run, retryMs);
      });
    };
    run();
    window.addEventListener('online', run);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('online', run);
    };
  }, [tick]);
  return kick;
}

const TARGETS = [FUNNEL_ANCHOR];

export function FunnelProvider({ children }: { children: ReactNode }) {
  // Each opening mounts a fresh funnel: step 1, no goals, no slot, empty contact (seed 001 §2).
  const [opening, setOpening] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const [tier, setTier] = useState<TierName | undefined>();
  const sendPending = useLeadOutbox();
  const api = useMemo<FunnelApi>(
    () => ({
      open: (chosen) => {
        setTier(chosen);
        setOpening((value) => value + 1);
        setOpen(true);
      },
    }),
    [],
  );
  const handleAction = useCallback(
    (target: string) => {
      if (target !== FUNNEL_ANCHOR) return false;
      api.open();
      return true;
    },
    [api],
  );
  return (
    <FunnelContext.Provider value={api}>
      <ActionTargetsContext.Provider value={TARGETS}>
        <ActionContext.Provider value={handleAction}>
          {children}
          {opening > 0 && (
            <Suspense fallback={null}>
              <FunnelModal
                key={opening}
                tier={tier}
                open={isOpen}
                onClose={() => setOpen(false)}
                onQueued={sendPending}
              />
            </Suspense>
          )}
        </ActionContext.Provider>
      </ActionTargetsContext.Provider>
    </FunnelContext.Provider>
  );
}
