import { wordsFromName } from "./form-words";
import {
  type FormNode,
  type GroupNode,
  type ListNode,
  type MapNode,
  type NumberNode,
  type VariantNode,
} from "./form-tree";

/**
 * A content studio editor's fields for one draft: the field tree with its lists expanded into their items,
 * every field named by its dotted path ("days.3.distance") and filled with the text the form
 * shows. The React form renders these views and nothing else, and the round-trip test posts
 * them, so what the browser posts and what `draftFromForm` reads cannot drift apart.
 */

/** The document as the editor holds it: any JSON, valid or not. */
export type DraftValue =
  string | number | boolean | null | DraftValue[] | { [key: string]: DraftValue | undefined };

type Choice = { value: string; label: string };
type Action = { value: string; label: string };

export type FieldView =
  | {
      kind: "text" | "longText" | "number" | "lines";
      name: string;
      label: string;
      hint?: string;
      placeholder?: string;
      value: string;
    }
  | { kind: "checkbox"; name: string; label: string; hint?: string; checked: boolean }
  /** A library photo's id (empty: none); the form offers the library's photos (photoOptions). */
  | { kind: "photo"; name: string; label: string; hint?: string; value: string }
  /** Library photos' ids in order, posted as one field of the same name each. */
  | { kind: "photos"; name: string; label: string; hint?: string; values: string[] }
  | { kind: "choice"; name: string; label: string; hint?: string; value: string; choices: Choice[] }
  | { kind: "hidden"; name: string; value: string }
  | { kind: "group"; name: string; label: string; hint?: string; children: FieldView[] }
  | {
      kind: "list";
      name: string;
      label: string;
      hint?: string;
      items: Array<{ name: string; label: string; children: FieldView[]; actions: Action[] }>;
      actions: Action[];
      /** The list is in the document (perhaps empty): posted as an empty field of its name. */
      present: boolean;
    }
  | {
      kind: "variant";
      name: string;
      label: string;
      current: string;
      switches: Action[];
      children: FieldView[];
    }
  | { kind: "section"; name: string; label: string; children: FieldView[] };

type DraftObject = { [key: string]: DraftValue | undefined };

export function isDraftObject(value: unknown): value is DraftObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const join = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));

/** Per cent shown for a stored fraction, without floating-point noise (0.07 -> "7"). */
export function percentText(fraction: number): string {
  return String(Number((fraction * 100).toPrecision(12)));
}

function numberText(node: NumberNode, value: unknown): string {
  if (typeof value === "number") return node.percent ? percentText(value) : String(value);
  return typeof value === "string" ? value : "";
}

function choiceLabel(value: string): string {
  return value.includes("-") ? wordsFromName(value) : value;
}

function leafView(node: FormNode, name: string, value: unknown): FieldView {
  const shared = { name, label: node.label, ...(node.hint ? { hint: node.hint } : {}) };
  const placeholder =
    typeof node.defaultValue === "string" ? { placeholder: node.defaultValue } : {};
  switch (node.kind) {
    case "checkbox":
      return { ...shared, kind: "checkbox", checked: value === true };
    case "photo":
      return { ...shared, kind: "photo", value: typeof value === "string" ? value : "" };
    case "photos":
      return {
        ...shared,
        kind: "photos",
        values: Array.isArray(value) ? value.filter((id) => typeof id === "string") : [],
      };
    case "choice": {
      const blank = node.defaultValue === undefined ? [{ value: "", label: "None" }] : [];
      const label = (v: string) => node.choiceLabels?.[v] ?? choiceLabel(v);
      const choices = [...blank, ...node.choices.map((v) => ({ value: v, label: label(v) }))];
      const text = typeof value === "string" ? value : String(node.defaultValue ?? "");
      return { ...shared, kind: "choice", value: text, choices };
    }
    case "number":
      return { ...shared, kind: "number", value: numberText(node, value) };
    case "lines":
      return {
        ...shared,
        kind: "lines",
        value: Array.isArray(value) ? value.map(String).join("\n") : String(value ?? ""),
      };
    default:
      return {
        ...shared,
        ...placeholder,
        kind: node.kind === "longText" ? "longText" : "text",
        value: value === undefined || value === null ? "" : String(value),
      };
  }
}

/** "Day 3" -> "day 3" inside a sentence; "FAQ 2" stays. */
export function lowerFirstWord(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function itemActions(list: string, index: number, count: number, label: string, movable: boolean) {
  const item = join(list, index);
  const lower = lowerFirstWord(label);
  const actions: Action[] = [{ value: `remove:${item}`, label: `Remove ${lower}` }];
  if (movable && index > 0) actions.push({ value: `up:${item}`, label: `Move ${lower} up` });
  if (movable && index < count - 1)
    actions.push({ value: `down:${item}`, label: `Move ${lower} down` });
  return actions;
}

/** Buttons of a whole list: add an item; an optional list can also go back to "not set". */
function listActions(node: ListNode | MapNode, name: string, present: boolean): Action[] {
  const noun = lowerFirstWord(node.itemName);
  const add = [{ value: `add:${name}`, label: `Add ${noun}` }];
  if (!node.optional || !present) return add;
  return [...add, { value: `remove:${name}`, label: `Remove all of ${node.label}` }];
}

function listView(node: ListNode, name: string, value: unknown): FieldView {
  const items = Array.isArray(value) ? value : [];
  return {
    kind: "list",
    name,
    label: node.label,
    ...(node.hint ? { hint: node.hint } : {}),
    items: items.map((item, index) => {
      const label = `${node.itemName} ${index + 1}`;
      return {
        name: join(name, index),
        label,
        children: groupChildren(node.item, join(name, index), item),
        actions: itemActions(name, index, items.length, label, true),
      };
    }),
    actions: listActions(node, name, Array.isArray(value)),
    present: Array.isArray(value),
  };
}

function mapView(node: MapNode, name: string, value: unknown): FieldView {
  const entries = isDraftObject(value) ? Object.entries(value) : [];
  return {
    kind: "list",
    name,
    label: node.label,
    ...(node.hint ? { hint: node.hint } : {}),
    items: entries.map(([key, entry], index) => {
      const row = join(name, index);
      const keyField: FieldView = {
        kind: "text",
        name: `${row}.key`,
        label: node.keyLabel,
        value: key,
      };
      const valueFields =
        node.value.kind === "group"
          ? groupChildren(node.value, `${row}.value`, entry)
          : [fieldView(node.value, `${row}.value`, entry)];
      const label = key ? `${node.itemName} ${key}` : `${node.itemName} ${index + 1}`;
      return {
        name: row,
        label,
        children: [keyField, ...valueFields],
        actions: itemActions(name, index, entries.length, label, false),
      };
    }),
    actions: listActions(node, name, isDraftObject(value)),
    present: isDraftObject(value),
  };
}

/** The option of a variant the draft holds, or the first one when it holds none. */
export function currentOption(node: VariantNode, value: unknown) {
  const chosen = isDraftObject(value) ? value[node.discriminator] : undefined;
  return node.options.find((option) => option.value === chosen) ?? node.options[0]!;
}

function variantView(node: VariantNode, name: string, value: unknown): FieldView {
  const option = currentOption(node, value);
  const discriminator = join(name, node.discriminator);
  return {
    kind: "variant",
    name,
    label: node.label,
    current: option.label,
    switches: node.options
      .filter((other) => other !== option)
      .map((other) => ({
        value: `kind:${name}:${other.value}`,
        label: `Switch to ${other.label}`,
      })),
    children: [
      { kind: "hidden", name: discriminator, value: option.value },
      ...option.children.map((child) =>
        fieldView(
          child,
          join(name, child.key),
          isDraftObject(value) ? value[child.key] : undefined,
        ),
      ),
    ],
  };
}

function groupChildren(node: GroupNode, name: string, value: unknown): FieldView[] {
  return node.children.map((child) => {
    const childValue = node.tuple
      ? Array.isArray(value)
        ? value[Number(child.key)]
        : undefined
      : isDraftObject(value)
        ? value[child.key]
        : undefined;
    return fieldView(child, join(name, child.key), childValue);
  });
}

function fieldView(node: FormNode, name: string, value: unknown): FieldView {
  switch (node.kind) {
    case "section":
      return { kind: "section", name: node.key, label: node.label, children: [] };
    case "group":
      return {
        kind: "group",
        name,
        label: node.label,
        ...(node.hint ? { hint: node.hint } : {}),
        children: groupChildren(node, name, value),
      };
    case "list":
      return listView(node, name, value);
    case "map":
      return mapView(node, name, value);
    case "variant":
      return variantView(node, name, value);
    default:
      return leafView(node, name, value);
  }
}

/** The editor's sections with every field of the draft, named and filled. */
export function formView(tree: GroupNode, draft: DraftValue): FieldView[] {
  const document = isDraftObject(draft) ? draft : {};
  return tree.children.map((section) => ({
    kind: "section" as const,
    name: section.key,
    label: section.label,
    children:
      section.kind === "section"
        ? section.children.map((field) => fieldView(field, field.key, document[field.key]))
        : [],
  }));
}

/** What the browser posts for these fields (unchecked boxes post nothing). */
export function postedEntries(views: readonly FieldView[]): Array<[string, string]> {
  return views.flatMap((view): Array<[string, string]> => {
    switch (view.kind) {
      case "checkbox":
        return view.checked ? [[view.name, "on"]] : [];
      case "photos":
        return view.values.map((id): [string, string] => [view.name, id]);
      case "section":
      case "group":
      case "variant":
        return postedEntries(view.children);
      case "list":
        return [
          ...(view.present ? [[view.name, ""] as [string, string]] : []),
          ...view.items.flatMap((item) => postedEntries(item.children)),
        ];
      default:
        return [[view.name, view.value]];
    }
  });
}

/**
 * The plain-word path of each named field of a draft's form ("Days › Day 4 › Distance"), for a
 * refusal that names every field it is about, above the form as well as beside each field.
 */
export function fieldLabelsIn(
  tree: GroupNode,
  draft: DraftValue,
  names: readonly string[],
): string[] {
  const wanted = new Set(names);
  const found = new Map<string, string>();
  const visit = (views: readonly FieldView[], trail: readonly string[]) => {
    for (const view of views) {
      if (view.kind === "hidden") continue;
      const here = view.kind === "section" ? trail : [...trail, view.label];
      if (wanted.has(view.name)) found.set(view.name, here.join(" › "));
      if (view.kind === "list")
        for (const item of view.items) visit(item.children, [...here, item.label]);
      else if ("children" in view) visit(view.children, here);
    }
  };
  visit(formView(tree, draft), []);
  return names.map((name) => found.get(name) ?? name);
}
