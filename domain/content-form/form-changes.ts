import { missingPhotoLabel } from "../media/photo-view";
import type { FormNode, GroupNode } from "./form-tree";
import { isDraftObject, percentText } from "./form-view";

/**
 * What a publish changed (a trip, a page), in the editor's words: one row per changed field, named by the path of
 * labels the form shows ("Day 4 › Distance", "Prices › Tier 2 › Base price"), with the value before
 * and after as short texts. Unchanged fields are not listed.
 */

export type DocumentChange = { field: string; before: string; after: string };

/** A library photo's alt text by its id; undefined when the library no longer holds it. */
export type PhotoNames = (id: string) => string | undefined;

/** The changes found so far, and how a photo id reads. */
interface Diff {
  changes: DocumentChange[];
  photo: (id: string) => string;
}

const separator = " › ";
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A value as a short text: "" when absent, lists joined with "; ", long texts whole. */
function shown(diff: Diff, value: unknown, node?: FormNode): string {
  if (value === undefined || value === null) return "";
  if (node?.kind === "photo" && typeof value === "string") return diff.photo(value);
  if (node?.kind === "photos" && Array.isArray(value))
    return value
      .map((id) => (typeof id === "string" ? diff.photo(id) : shown(diff, id)))
      .join("; ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number")
    return node?.kind === "number" && node.percent ? `${percentText(value)}%` : String(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (node?.kind === "group" && node.tuple)
      return value.map((item, index) => shown(diff, item, node.children[index])).join(", ");
    const item = node?.kind === "list" ? node.item : undefined;
    return value.map((entry) => shown(diff, entry, item)).join("; ");
  }
  if (!isDraftObject(value)) return "";
  const children = node?.kind === "group" ? node.children : [];
  return Object.entries(value)
    .map(([key, entry]) =>
      shown(
        diff,
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
function itemText(diff: Diff, item: unknown, node: FormNode): string {
  if (node.kind !== "group" || node.tuple) return shown(diff, item, node);
  const texts = node.children.filter(
    (child) => child.kind === "text" && typeof childValue(item, child.key) === "string",
  );
  const titled =
    texts.find((child) => ["title", "name", "question", "label", "heading"].includes(child.key)) ??
    texts[0];
  return titled ? shown(diff, childValue(item, titled.key)) : shown(diff, item, node);
}

function compareItems(
  node: Extract<FormNode, { kind: "list" }>,
  parent: string,
  before: unknown,
  after: unknown,
  diff: Diff,
) {
  const [was, is] = [before, after].map((value) => (Array.isArray(value) ? value : []));
  for (let index = 0; index < Math.max(was!.length, is!.length); index++) {
    const field = under(parent, `${node.itemName} ${index + 1}`);
    const [old, now] = [was![index], is![index]];
    const whole = old === undefined || now === undefined || (node.item.tuple && !same(old, now));
    if (whole)
      diff.changes.push({
        field,
        before: itemText(diff, old, node.item),
        after: itemText(diff, now, node.item),
      });
    else compareChildren(node.item, field, old, now, diff);
  }
}

function compareChildren(
  node: FormNode,
  field: string,
  before: unknown,
  after: unknown,
  diff: Diff,
) {
  const children =
    node.kind === "variant"
      ? variantChildren(node, before, after)
      : node.kind === "group"
        ? node.children
        : [];
  for (const child of children)
    compare(child, field, childValue(before, child.key), childValue(after, child.key), diff);
}

/** Lists name their items ("Day 4"); groups, variants and records add their own label. */
function compare(node: FormNode, parent: string, before: unknown, after: unknown, diff: Diff) {
  if (same(before, after)) return;
  const field = under(parent, node.label);
  if (node.kind === "list") return compareItems(node, parent, before, after, diff);
  if (node.kind === "variant") {
    const kindOf = (value: unknown) =>
      node.options.find((option) => option.value === childValue(value, node.discriminator));
    const [was, now] = [kindOf(before), kindOf(after)];
    if (was !== now) {
      diff.changes.push({
        field: under(field, node.discriminatorLabel),
        before: was?.label ?? "",
        after: now?.label ?? "",
      });
    }
  }
  if (node.kind === "group" && !node.tuple)
    return compareChildren(node, field, before, after, diff);
  if (node.kind === "variant") return compareChildren(node, field, before, after, diff);
  if (node.kind === "map") {
    const keys = [before, after].flatMap((value) =>
      isDraftObject(value) ? Object.keys(value) : [],
    );
    for (const key of new Set(keys)) {
      const [was, now] = [childValue(before, key), childValue(after, key)];
      if (node.value.kind === "group")
        compareChildren(node.value, under(field, key), was, now, diff);
      else if (!same(was, now))
        diff.changes.push({
          field: under(field, key),
          before: shown(diff, was, node.value),
          after: shown(diff, now, node.value),
        });
    }
    return;
  }
  diff.changes.push({ field, before: shown(diff, before, node), after: shown(diff, after, node) });
}

/**
 * The changed fields between two versions of a document, in the editor's order. `photoNames` reads
 * a library photo by its alt text ("Hero photo: A lion on a kopje → Dawn balloon flight"; one the
 * library no longer holds says so); without it, photos read as their ids.
 */
export function describeChanges(
  tree: GroupNode,
  before: unknown,
  after: unknown,
  photoNames?: PhotoNames,
): DocumentChange[] {
  const diff: Diff = {
    changes: [],
    photo: photoNames ? (id) => photoNames(id) ?? missingPhotoLabel : (id) => id,
  };
  for (const section of tree.children)
    if (section.kind === "section")
      for (const field of section.children)
        compare(field, "", childValue(before, field.key), childValue(after, field.key), diff);
  return diff.changes;
}
