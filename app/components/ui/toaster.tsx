import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { registerToaster } from "~/lib/notify";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Renders nothing; its effect runs after sonner's own (it is the next sibling), so sonner is listening. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/** The notice area for toasts: mounted on the first notify() call (see app/lib/notify.ts). */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  const resolveMounted = useRef<() => void>(() => {});

  useEffect(() => {
    registerToaster(
      () =>
        new Promise<void>((resolve) => {
          resolveMounted.current = resolve;
          setWanted(true);
        }),
    );
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        toastOptions={{ duration: 6000 }}
      />
      <Mounted onMounted={resolveMounted.current} />
    </Suspense>
  );
}
