/**
 * Toast notices (the spec's title / description pairs). sonner is downloaded and its notice
 * area mounted only when the first notice is shown, so pages that never show one never load it.
 */
export interface Notice {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
}

let mountToaster: (() => Promise<void>) | null = null;
let toasterReady: Promise<void> | null = null;

/** Called once by <Toaster /> with a function that mounts sonner and resolves when it listens. */
export function registerToaster(mount: () => Promise<void>): void {
  mountToaster = mount;
}

export function notify({ title, description, variant = "default" }: Notice): void {
  toasterReady ??= mountToaster ? mountToaster() : Promise.resolve();
  void Promise.all([import("sonner"), toasterReady]).then(([{ toast }]) => {
    const show =
      variant === "destructive" ? toast.error : variant === "success" ? toast.success : toast;
    show(title, { description });
  });
}
