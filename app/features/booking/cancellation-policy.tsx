import {
  cancellationPolicyHref,
  cancellationPolicySentences,
  cancellationPolicyTitle,
} from "../../../domain/payments/cancellation-policy";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/**
 * The cancellation policy's tiers as a list, from the one function that words them
 * (domain/payments/cancellation-policy.ts): the trip pages, the booking panel and the booking
 * conditions show the same sentences as the confirmation email.
 */
export function CancellationPolicyList({
  id,
  headingLevel,
  className,
}: {
  id?: string;
  /** Give the list its own heading; without, the caller heads it. */
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div id={id} className={cn("scroll-mt-24", className)}>
      {Heading ? <Heading className="font-semibold">{cancellationPolicyTitle}</Heading> : null}
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {cancellationPolicySentences().map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </div>
  );
}

/** The trip page's section, which the booking panel's line links to. */
export const CANCELLATION_SECTION_ID = "cancellation";

/** The trip page's short section: the tiers, and where the rest of the conditions are. */
export function TripCancellationPolicy() {
  return (
    <div className="grid gap-3 leading-7">
      <CancellationPolicyList />
      <p className="text-sm">
        What you have paid counts towards what we keep; anything beyond it is refunded. Ask to
        cancel from your dashboard and it shows your refund before you send the request. The{" "}
        <Link
          to={cancellationPolicyHref}
          className="font-semibold text-forest-800 underline underline-offset-2"
        >
          booking conditions
        </Link>{" "}
        say the rest.
      </p>
    </div>
  );
}

/** The booking panel's one line: the earliest tier, and a link to the trip page's section. */
export function CancellationPolicyLine({
  sectionId = CANCELLATION_SECTION_ID,
}: {
  sectionId?: string;
}) {
  const [earliest] = cancellationPolicySentences();
  return (
    <p className="text-sm" data-testid="panel-cancellation">
      {earliest}{" "}
      <a
        href={`#${sectionId}`}
        className="font-semibold text-forest-800 underline underline-offset-2"
      >
        {cancellationPolicyTitle}
      </a>
    </p>
  );
}
