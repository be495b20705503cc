// The app: providers, the router, and the update prompt (outside the router, so it shows on error pages too).
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { UpdatePrompt } from './update-prompt';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProvider>
  );
}
