import { CheckCircle2, CircleAlert } from "lucide-react";
import { cn } from "~/lib/cn";

export interface NoticeData {
  tone: "success" | "error";
  title: string;
  description: string;
}

/**
 * The spec's toast titles and descriptions as a box in the page: it is there without
 * JavaScript, and screen readers announce it (alert for errors, status for good news).
 */
export function Notice({ notice, className }: { notice: NoticeData; className?: string }) {
  const error = notice.tone === "error";
  const Icon = error ? CircleAlert : CheckCircle2;
  return (
    <div
      role={error ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border px-4 py-3 text-sm",
        error
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-green-300 bg-green-50 text-green-900",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-0.5">{notice.description}</p>
      </div>
    </div>
  );
}
