import { HeartPulse } from "lucide-react";
import type { ReadinessAdvice as Advice } from "../../../domain/travellers/readiness";

/** The advice on a traveller's readiness answers, and whether the guide has been told. */
export function ReadinessAdvice({ advice, name }: { advice: Advice; name?: string }) {
  return (
    <div className="mt-3 rounded-lg border-l-4 border-ochre-700 bg-sand-50 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <HeartPulse aria-hidden="true" className="size-4 text-ochre-700" />
        Advice on {name ? `${name}'s` : "your"} readiness answers
      </p>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        {advice.advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {advice.flagged ? (
        <p className="mt-2">
          <span className="font-semibold">Your guide will see:</span>{" "}
          {advice.flagReasons.join(", ")}. They will talk it through with you before the climb.
        </p>
      ) : null}
    </div>
  );
}
