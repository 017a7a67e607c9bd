import type { z } from "zod";
import { locate, type Located } from "./form-path";
import type { GroupNode, NumberNode } from "./form-tree";
import type { DocumentFormSpec, FormSentences } from "./form-words";
import { lowerFirstWord, type DraftValue } from "./form-view";

/**
 * A document schema's verdict on a draft (a trip, a page), in the editor's words: every problem as one plain sentence
 * under the name of the form field it belongs to ("days.3.distance"), so the form shows it there.
 */

type Issue = z.core.$ZodIssue;

/** "the day's title", "the title": whose field it is, from the item it sits in. */
function whose(located: Located): string {
  const label = lowerFirstWord(located.node.label.replace(/ \(.*\)$/, ""));
  const owner = located.item?.list;
  const noun = owner && (owner.kind === "list" || owner.kind === "map") ? owner.itemName : "";
  return noun && located.node !== owner ? `the ${lowerFirstWord(noun)}'s ${label}` : `the ${label}`;
}

function range(node: NumberNode): string {
  const { minimum, maximum } = node;
  if (minimum !== undefined && maximum !== undefined) return ` from ${minimum} to ${maximum}`;
  if (minimum !== undefined) return minimum === 0 ? " above 0" : ` of at least ${minimum}`;
  return maximum !== undefined ? ` of at most ${maximum}` : "";
}

function numberSentence(issue: Issue, node: NumberNode): string {
  const kind = node.integer ? "a whole number" : "a number";
  if (issue.code === "too_small" || issue.code === "too_big") return `Enter ${kind}${range(node)}.`;
  return `Enter ${kind}.`;
}

function sentenceFor(issue: Issue, located: Located, sentences: FormSentences): string {
  const { node } = located;
  if (issue.code === "custom")
    return /[.!?]$/.test(issue.message) ? issue.message : `${issue.message}.`;
  switch (node.kind) {
    case "number":
      return numberSentence(issue, node);
    case "choice":
      return "Choose one of the options.";
    case "photo":
    case "photos":
      return sentences.photo;
    case "lines":
      if (node.choices) return `Write one of these a line: ${node.choices.join(", ")}.`;
      if (node.item === "number") return "Write one whole number a line.";
      return "Write at least one line.";
    case "list":
    case "map":
      // A list longer than its schema allows (a listing's "Also consider" row, the gallery).
      if (issue.code === "too_big")
        return `Keep at most ${String(issue.maximum)} here: remove one.`;
      return `Add at least one ${lowerFirstWord(node.itemName)}.`;
    case "variant":
      return sentences.chooseVariant;
    case "text":
    case "longText":
      if (issue.code === "too_big")
        return `Keep ${whose(located)} to ${String(issue.maximum)} characters or fewer.`;
      if (issue.code === "invalid_format") return sentences.formats?.[node.key] ?? sentences.format;
      return issue.code === "too_small" || issue.code === "invalid_type"
        ? `Enter ${whose(located)}.`
        : issue.message;
    default:
      return issue.message;
  }
}

/** The form name an issue belongs to; a record's bad key belongs to the row's id field. */
function fieldOf(
  tree: GroupNode,
  sentences: FormSentences,
  issue: Issue,
  draft: DraftValue,
): { name: string; sentence: string } {
  const path = issue.path.filter((part): part is string | number => typeof part !== "symbol");
  if (issue.code === "invalid_key") {
    const row = locate(tree, path, draft);
    const name = row ? row.name.replace(/\.value$/, ".key") : path.join(".");
    return { name, sentence: sentences.recordKey };
  }
  const located = locate(tree, path, draft);
  if (!located) return { name: path.join("."), sentence: issue.message };
  return { name: located.name, sentence: sentenceFor(issue, located, sentences) };
}

export type DraftVerdict<T> =
  { ok: true; document: T } | { ok: false; errors: Record<string, string> };

/** The document the draft makes, or a plain sentence for each field the schema refuses. */
export function validateDraft<T>(
  tree: GroupNode,
  spec: DocumentFormSpec<T>,
  draft: DraftValue,
): DraftVerdict<T> {
  const parsed = spec.schema.safeParse(draft);
  if (parsed.success) return { ok: true, document: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const { name, sentence } = fieldOf(tree, spec.sentences, issue, draft);
    errors[name] ??= sentence;
  }
  return { ok: false, errors };
}
