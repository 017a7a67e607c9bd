import { lazy, Suspense, useEffect, useState } from "react";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The notice area for toasts, mounted after the page is interactive so sonner stays out of the
 * first load. notify() loads the same module, so toasts appear here.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
    </Suspense>
  );
}
