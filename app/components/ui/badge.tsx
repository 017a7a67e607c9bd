import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type Tone =
  "forest" | "ochre" | "neutral" | "outline" | "green" | "yellow" | "red" | "blue" | "gray";

const tones: Record<Tone, string> = {
  forest: "bg-forest-100 text-forest-900",
  ochre: "bg-ochre-100 text-ochre-800",
  neutral: "bg-sand-200 text-earth-900",
  outline: "border border-sand-200 text-earth-900 bg-white",
  green: "bg-green-100 text-green-900",
  yellow: "bg-yellow-100 text-yellow-900",
  red: "bg-red-100 text-red-900",
  blue: "bg-blue-100 text-blue-900",
  gray: "bg-gray-100 text-gray-900",
};

export function Badge({
  tone = "forest",
  className,
  children,
}: {
  tone?: Tone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
