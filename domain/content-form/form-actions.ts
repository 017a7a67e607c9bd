import { documentPath, locate } from "./form-path";
import type { FormNode, GroupNode, VariantNode } from "./form-tree";
import type { DocumentFormSpec } from "./form-words";
import { currentOption, isDraftObject, type DraftValue } from "./form-view";

/**
 * A content studio editor's structural buttons, each a plain submit button so they work without JavaScript:
 * "add:days", "remove:days.2", "up:days.2", "down:days.2", "kind:pricing:seasonal". The draft
 * comes back changed; an action that names nothing in the draft leaves it as it was.
 */

type Container = DraftValue[] | { [key: string]: DraftValue | undefined };

/** An empty value of a field's shape, what a new item starts from. */
function emptyValue(node: FormNode): DraftValue {
  switch (node.kind) {
    case "group":
      return node.tuple ? node.children.map(() => "") : {};
    case "list":
    case "lines":
      return [];
    case "map":
      return {};
    case "variant":
      return { [node.discriminator]: node.options[0]!.value };
    case "checkbox":
      return false;
    default:
      return "";
  }
}

/** The value at a path of a (cloned) draft, to change in place. */
function containerAt(draft: DraftValue, path: ReadonlyArray<string | number>) {
  let value: DraftValue | undefined = draft;
  for (const segment of path) {
    value = Array.isArray(value)
      ? value[Number(segment)]
      : isDraftObject(value)
        ? value[String(segment)]
        : undefined;
  }
  return value;
}

type NewItem = DocumentFormSpec<unknown>["newItem"];

/** The form's tree and its own new items, for one action on one draft. */
type Form = { tree: GroupNode; newItem: NewItem };

function add({ tree, newItem }: Form, draft: DraftValue, name: string): boolean {
  const path = documentPath(name);
  const located = locate(tree, path, draft);
  if (!located || located.depth !== path.length) return false;
  const { node } = located;
  if (node.kind !== "list" && node.kind !== "map") return false;
  const parent = containerAt(draft, path.slice(0, -1)) as Container | undefined;
  if (!isDraftObject(parent)) return false;
  const key = String(path.at(-1));
  if (node.kind === "map") {
    const rows = isDraftObject(parent[key]) ? parent[key] : {};
    // One row without an option id at a time: its key is the empty text until one is typed.
    if (!("" in rows)) rows[""] = emptyValue(node.value);
    parent[key] = rows;
    return true;
  }
  const items = Array.isArray(parent[key]) ? parent[key] : [];
  const empty = emptyValue(node.item);
  items.push(newItem ? (newItem(name, empty, items) as DraftValue) : empty);
  parent[key] = items;
  return true;
}

/** Remove, move up or move down one item of a list (or a row of a record, or a whole list). */
function rearrange(tree: GroupNode, draft: DraftValue, verb: string, name: string): boolean {
  const path = documentPath(name);
  const parentPath = path.slice(0, -1);
  const parent = containerAt(draft, parentPath);
  const last = path.at(-1)!;
  const whole = locate(tree, path, draft);
  const wholeList = whole?.node.kind === "list" || whole?.node.kind === "map";
  if (verb === "remove" && wholeList && whole?.depth === path.length && isDraftObject(parent)) {
    // Only a list the document may go without: "not set" differs from empty (group discounts).
    if (!whole.node.optional && whole.node.defaultValue === undefined) return false;
    delete parent[String(last)];
    return true;
  }
  const list = parentPath.length > 0 ? locate(tree, parentPath, draft) : undefined;
  if (!list || list.depth !== parentPath.length || typeof last !== "number") return false;
  if (list.node.kind === "map" && isDraftObject(parent) && verb === "remove") {
    const key = Object.keys(parent)[last];
    if (key === undefined) return false;
    delete parent[key];
    return true;
  }
  if (list.node.kind !== "list" || !Array.isArray(parent) || last >= parent.length) return false;
  const target = verb === "up" ? last - 1 : verb === "down" ? last + 1 : last;
  if (target < 0 || target >= parent.length) return false;
  const [item] = parent.splice(last, 1);
  if (verb !== "remove") parent.splice(target, 0, item!);
  return true;
}

/** Keep of a value what fits a field's shape: a tier's name and features survive a new price type. */
function keepFitting(node: FormNode, value: DraftValue | undefined): DraftValue | undefined {
  if (value === undefined) return undefined;
  if (node.kind === "group" && !node.tuple && isDraftObject(value)) {
    const kept = node.children
      .map((child) => [child.key, keepFitting(child, value[child.key])] as const)
      .filter(([, kept]) => kept !== undefined);
    return Object.fromEntries(kept) as DraftValue;
  }
  if (node.kind === "list")
    return Array.isArray(value)
      ? value.map((item) => keepFitting(node.item, item) ?? {})
      : undefined;
  return value;
}

function switchKind(tree: GroupNode, draft: DraftValue, name: string, kind: string): boolean {
  const path = documentPath(name);
  const located = locate(tree, path, draft);
  if (!located || located.depth !== path.length || located.node.kind !== "variant") return false;
  const node: VariantNode = located.node;
  const option = node.options.find((candidate) => candidate.value === kind);
  const parent = containerAt(draft, path.slice(0, -1));
  if (!option || !isDraftObject(parent)) return false;
  const before = parent[String(path.at(-1))];
  if (currentOption(node, before) === option && isDraftObject(before)) return false;
  const kept = option.children
    .map(
      (child) =>
        [
          child.key,
          keepFitting(child, isDraftObject(before) ? before[child.key] : undefined),
        ] as const,
    )
    .filter(([, value]) => value !== undefined);
  parent[String(path.at(-1))] = Object.fromEntries([[node.discriminator, kind], ...kept]);
  return true;
}

/** The draft after one of the editor's structural buttons; unchanged when the action names nothing. */
export function applyAction(form: Form, draft: DraftValue, action: string): DraftValue {
  const changed = structuredClone(draft);
  const [verb = "", name = "", kind = ""] = action.split(":");
  const done =
    verb === "add"
      ? add(form, changed, name)
      : verb === "remove" || verb === "up" || verb === "down"
        ? rearrange(form.tree, changed, verb, name)
        : verb === "kind"
          ? switchKind(form.tree, changed, name, kind)
          : false;
  return done ? changed : draft;
}
