import {
  AlertTriangle,
  CheckCircle2,
  Circle,
  ShieldAlert,
  ShieldCheck,
  ShieldQuestion,
} from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type {
  AuditFinding,
  FindingStatus,
  PriorityTier,
  Severity,
} from "../../../domain/admin/security-audit";

const severityTone: Record<Severity, "red" | "ochre" | "yellow" | "blue"> = {
  critical: "red",
  high: "ochre",
  medium: "yellow",
  low: "blue",
};
const statusText: Record<FindingStatus, string> = {
  protected: "Protected",
  vulnerable: "Vulnerable",
  needs_attention: "Needs attention",
};
const statusTone: Record<FindingStatus, "green" | "red" | "yellow"> = {
  protected: "green",
  vulnerable: "red",
  needs_attention: "yellow",
};
const StatusIcon = {
  protected: ShieldCheck,
  vulnerable: ShieldAlert,
  needs_attention: ShieldQuestion,
} as const;

export function AuditCounters({
  vulnerabilities,
  critical,
  protectedCount,
}: {
  vulnerabilities: number;
  critical: number;
  protectedCount: number;
}) {
  const cards = [
    { label: "Vulnerabilities", value: vulnerabilities, className: "text-red-800" },
    { label: "Critical Items", value: critical, className: "text-ochre-800" },
    { label: "Protected", value: protectedCount, className: "text-green-800" },
  ];
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <li key={card.label} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
          <h2 className="text-sm font-semibold">{card.label}</h2>
          <p className={`mt-2 text-3xl font-bold ${card.className}`}>{card.value}</p>
        </li>
      ))}
    </ul>
  );
}

export function ImmediateActionAlert({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div
      role="alert"
      className="mt-6 flex gap-3 rounded-xl border border-red-600 bg-red-50 p-4 text-red-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-bold">Immediate Action Required</p>
        <p>
          {count} {count === 1 ? "vulnerability needs" : "vulnerabilities need"} fixing before more
          bookings are taken.
        </p>
      </div>
    </div>
  );
}

export function FindingCard({ finding }: { finding: AuditFinding }) {
  const Icon = StatusIcon[finding.status];
  return (
    <li
      className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
      data-finding={finding.id}
      data-status={finding.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="flex items-start gap-2 text-lg font-bold">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-forest-700" />
          {finding.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone={severityTone[finding.severity]}>{finding.severity}</Badge>
          <Badge tone={statusTone[finding.status]}>{statusText[finding.status]}</Badge>
        </div>
      </div>
      <p className="mt-2">{finding.description}</p>
      <p className="mt-2 text-sm">
        <span className="font-semibold">Live check: </span>
        {finding.evidence}
      </p>
      <p className="mt-3 rounded-lg bg-sand-100 p-3 text-sm">
        <span className="font-semibold">Recommendation: </span>
        {finding.recommendation}
      </p>
    </li>
  );
}

export function PrioritiesPanel({ tiers }: { tiers: PriorityTier[] }) {
  return (
    <section
      aria-labelledby="priorities-heading"
      className="mt-10 rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id="priorities-heading" className="text-xl font-bold">
        Security Implementation Priorities
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {tiers.map((tier) => (
          <div key={tier.name}>
            <h3 className="font-bold">{tier.name}</h3>
            <ul className="mt-2 grid gap-2">
              {tier.items.map((item) => (
                <li key={item.label} className="flex gap-2 text-sm">
                  {item.done ? (
                    <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
                  ) : (
                    <Circle aria-hidden="true" className="size-5 shrink-0 text-earth-700" />
                  )}
                  <span>
                    {item.label}
                    <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
