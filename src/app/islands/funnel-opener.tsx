// The funnel for a '#probetraining' link outside a hydrated island on a page of islands (decision 0183): a static
// block's call to action, or one whose island has not hydrated yet. The first such tap mounts the funnel in a root
// of its own at the end of the page; later taps open it again there.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useFunnel } from '../../features/marketing/registry';
import { IslandFrame } from './island-frame';

let openMounted: (() => void) | undefined;

function OpenOnMount() {
  const funnel = useFunnel();
  useEffect(() => {
    openMounted = funnel.open;
    funnel.open();
  }, [funnel]);
  return null;
}

export function openFunnel(url: string): void {
  if (openMounted) {
    openMounted();
    return;
  }
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <IslandFrame url={url}>
      <OpenOnMount />
    </IslandFrame>,
  );
}
