import type { FormNode, GroupNode } from "./form-tree";
import { isDraftObject, percentText } from "./form-view";

/**
 * What a publish changed (a trip, a page), in the editor's words: one row per changed field, named by the path of
 * labels the form shows ("Day 4 › Distance", "Prices › Tier 2 › Base price"), with the value before
 * and after as short texts. Unchanged fields are not listed.
 */

export type DocumentChange = { field: string; before: string; after: string };

const separator = " › ";
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A value as a short text: "" when absent, lists joined with "; ", long texts whole. */
function shown(value: unknown, node?: FormNode): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number")
    return node?.kind === "number" && node.percent ? `${percentText(value)}%` : String(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (node?.kind === "group" && node.tuple)
      return value.map((item, index) => shown(item, node.children[index])).join(", ");
    const item = node?.kind === "list" ? node.item : undefined;
    return value.map((entry) => shown(entry, item)).join("; ");
  }
  if (!isDraftObject(value)) return "";
  const children = node?.kind === "group" ? node.children : [];
  return Object.entries(value)
    .map(([key, entry]) =>
      shown(
        entry,
        children.find((child) => child.key === key),
      ),
    )
    .filter(Boolean)
    .join("; ");
}

/** The children of a variant for both values: a new price type shows its own fields. */
function variantChildren(
  node: Extract<FormNode, { kind: "variant" }>,
  before: unknown,
  after: unknown,
) {
  const kinds = [after, before].map((value) =>
    isDraftObject(value) ? value[node.discriminator] : undefined,
  );
  const options = node.options.filter((option) => kinds.includes(option.value));
  const children = options.flatMap((option) => option.children);
  return children.filter(
    (child, index) => children.findIndex((c) => c.key === child.key) === index,
  );
}

function childValue(value: unknown, key: string): unknown {
  return isDraftObject(value) ? value[key] : undefined;
}

const under = (parent: string, label: string) => (parent ? `${parent}${separator}${label}` : label);

/** An added or removed item reads as its title (or name, question...), else all its values. */
function itemText(item: unknown, node: FormNode): string {
  if (node.kind !== "group" || node.tuple) return shown(item, node);
  const texts = node.children.filter(
    (child) => child.kind === "text" && typeof childValue(item, child.key) === "string",
  );
  const titled =
    texts.find((child) => ["title", "name", "question", "label", "heading"].includes(child.key)) ??
    texts[0];
  return titled ? shown(childValue(item, titled.key)) : shown(item, node);
}

function compareItems(
  node: Extract<FormNode, { kind: "list" }>,
  parent: string,
  before: unknown,
  after: unknown,
  changes: DocumentChange[],
) {
  const [was, is] = [before, after].map((value) => (Array.isArray(value) ? value : []));
  for (let index = 0; index < Math.max(was!.length, is!.length); index++) {
    const field = under(parent, `${node.itemName} ${index + 1}`);
    const [old, now] = [was![index], is![index]];
    const whole = old === undefined || now === undefined || (node.item.tuple && !same(old, now));
    if (whole)
      changes.push({ field, before: itemText(old, node.item), after: itemText(now, node.item) });
    else compareChildren(node.item, field, old, now, changes);
  }
}

function compareChildren(
  node: FormNode,
  field: string,
  before: unknown,
  after: unknown,
  changes: DocumentChange[],
) {
  const children =
    node.kind === "variant"
      ? variantChildren(node, before, after)
      : node.kind === "group"
        ? node.children
        : [];
  for (const child of children)
    compare(child, field, childValue(before, child.key), childValue(after, child.key), changes);
}

/** Lists name their items ("Day 4"); groups, variants and records add their own label. */
function compare(
  node: FormNode,
  parent: string,
  before: unknown,
  after: unknown,
  changes: DocumentChange[],
) {
  if (same(before, after)) return;
  const field = under(parent, node.label);
  if (node.kind === "list") return compareItems(node, parent, before, after, changes);
  if (node.kind === "variant") {
    const kindOf = (value: unknown) =>
      node.options.find((option) => option.value === childValue(value, node.discriminator));
    const [was, now] = [kindOf(before), kindOf(after)];
    if (was !== now) {
      changes.push({
        field: under(field, node.discriminatorLabel),
        before: was?.label ?? "",
        after: now?.label ?? "",
      });
    }
  }
  if (node.kind === "group" && !node.tuple)
    return compareChildren(node, field, before, after, changes);
  if (node.kind === "variant") return compareChildren(node, field, before, after, changes);
  if (node.kind === "map") {
    const keys = [before, after].flatMap((value) =>
      isDraftObject(value) ? Object.keys(value) : [],
    );
    for (const key of new Set(keys)) {
      const [was, now] = [childValue(before, key), childValue(after, key)];
      if (node.value.kind === "group")
        compareChildren(node.value, under(field, key), was, now, changes);
      else if (!same(was, now))
        changes.push({
          field: under(field, key),
          before: shown(was, node.value),
          after: shown(now, node.value),
        });
    }
    return;
  }
  changes.push({ field, before: shown(before, node), after: shown(after, node) });
}

/** The changed fields between two versions of a document, in the editor's order. */
export function describeChanges(
  tree: GroupNode,
  before: unknown,
  after: unknown,
): DocumentChange[] {
  const changes: DocumentChange[] = [];
  for (const section of tree.children)
    if (section.kind === "section")
      for (const field of section.children)
        compare(field, "", childValue(before, field.key), childValue(after, field.key), changes);
  return changes;
}
