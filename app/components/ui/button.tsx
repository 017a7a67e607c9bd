import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

type Variant =
  | "primary"
  | "secondary"
  | "outline"
  | "ghost"
  | "ghostOnDark"
  | "outlineOnDark"
  | "whatsapp"
  | "danger";
type Size = "sm" | "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-forest-700 text-white hover:bg-forest-800 shadow-sm",
  secondary: "bg-ochre-700 text-white hover:bg-ochre-800 shadow-sm",
  outline: "border border-forest-700 text-forest-800 bg-white hover:bg-forest-50",
  ghost: "text-forest-800 hover:bg-forest-50",
  ghostOnDark: "text-white hover:bg-white/10",
  outlineOnDark: "border border-white text-white hover:bg-white/10",
  whatsapp: "bg-[#146c43] text-white hover:bg-[#0f5132] shadow-sm",
  /** What cannot be undone (cancelling a booking). */
  danger: "bg-red-700 text-white hover:bg-red-800 shadow-sm",
};
const sizes: Record<Size, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

export function buttonClasses(
  variant: Variant = "primary",
  size: Size = "md",
  extra?: string,
): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    extra,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link to another site (WhatsApp, mail) that opens in a new tab. */
export function ExternalButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: ComponentProps<"a"> & { variant?: Variant; size?: Size }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
