// The app: providers, the router, and the update prompt (outside the router, so it shows on error pages too).
import { useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { UpdatePrompt } from './update-prompt';

/**
 * The router's view and the update prompt beside it. The server renders the same frame around its static router
 * (src/entry-server.tsx): the same shape of tree on both sides keeps React's useId values equal for hydration.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <UpdatePrompt />
    </>
  );
}

export function App({
  router,
  restored = false,
  onFirstCommit,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  /** The query cache was restored (and the server's data put on top) before the first render: hydration. */
  restored?: boolean;
  /** Called once the first render is on the screen (main.tsx ends the hydration phase). */
  onFirstCommit?: () => void;
}) {
  useEffect(() => {
    onFirstCommit?.();
  }, [onFirstCommit]);
  return (
    <AppProvider restored={restored}>
      <AppFrame>
        <RouterProvider router={router} />
      </AppFrame>
    </AppProvider>
  );
}
