import { honeypotFieldName } from "../../../domain/forms/honeypot";

/**
 * The honeypot field (domain/forms/honeypot.ts): off screen and hidden from assistive
 * technology, out of the tab order and never autofilled, so only a bot fills it in.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={honeypotFieldName} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
