import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from "react";
import { registerToaster } from "~/lib/notify";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Renders nothing; its effect runs after sonner's own (it is the next sibling), so sonner is listening. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * sonner's rich colours write success in #008a2e on #ecfdf3 (4.3:1) and errors in #e60000 on
 * #fff0f0 (4.0:1), below WCAG AA's 4.5:1 for their small text: the same hues, darker (over 6:1).
 */
const accessibleRichColors = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--error-text": "hsl(0, 80%, 35%)",
} as CSSProperties;

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
        style={accessibleRichColors}
      />
      <Mounted onMounted={resolveMounted.current} />
    </Suspense>
  );
}
