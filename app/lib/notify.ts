/**
 * Toast notices (the spec's title / description pairs). sonner is loaded on first use, so
 * pages that never show a notice never download it.
 */
export interface Notice {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
}

export function notify({ title, description, variant = "default" }: Notice): void {
  void import("sonner").then(({ toast }) => {
    const show = variant === "destructive" ? toast.error : variant === "success" ? toast.success : toast;
    show(title, { description });
  });
}
