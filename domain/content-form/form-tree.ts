import { z } from "zod";
import {
  fieldHint,
  fieldLabel,
  isLongText,
  itemName,
  wordsFromName,
  type DocumentFormSpec,
  type FormWords,
} from "./form-words";

/**
 * A content studio editor's field tree, derived once from the JSON Schema of its zod schema's
 * input (the trip, a page of the site): a new schema field becomes a form field without editor
 * code, and the schema stays the one validator. `path` is the document path with `*` for a list
 * index or a record key ("days.*.distance").
 */

interface NodeBase {
  key: string;
  path: string;
  label: string;
  hint?: string;
  /** Absent is fine: the schema marks it optional (no default). */
  optional: boolean;
  /** The schema fills it in when absent (shown as a placeholder). */
  defaultValue?: unknown;
}

export type TextNode = NodeBase & { kind: "text" | "longText" };
export type NumberNode = NodeBase & {
  kind: "number";
  integer: boolean;
  minimum?: number;
  maximum?: number;
  /** The document holds a fraction that the form shows in per cent (group discounts). */
  percent: boolean;
};
export type CheckboxNode = NodeBase & { kind: "checkbox" };
/** A library photo by id (`photo`), or several in order (`photos`): chosen, never typed. */
export type PhotoNode = NodeBase & { kind: "photo" | "photos" };
export type ChoiceNode = NodeBase & {
  kind: "choice";
  choices: string[];
  /** The words the form shows for a value, where the form's words name it. */
  choiceLabels?: Readonly<Record<string, string>>;
};
/** A list of texts or numbers, typed one item a line. */
export type LinesNode = NodeBase & { kind: "lines"; item: "text" | "number"; choices?: string[] };
/** An object (a fieldset); `tuple` when the document holds it as an array of its fields. */
export type GroupNode = NodeBase & { kind: "group"; children: FormNode[]; tuple: boolean };
export type ListNode = NodeBase & { kind: "list"; item: GroupNode; itemName: string };
export type VariantOption = { value: string; label: string; children: FormNode[] };
/** A discriminated union: the discriminator picks which fields apply. */
export type VariantNode = NodeBase & {
  kind: "variant";
  discriminator: string;
  /** What the choice between the options is called ("Price type"). */
  discriminatorLabel: string;
  options: VariantOption[];
};
/** A record: rows of a key (a trip option's id) and its value. */
export type MapNode = NodeBase & {
  kind: "map";
  value: FormNode;
  itemName: string;
  /** The label of a row's key field ("Option id"). */
  keyLabel: string;
};
/** A heading of the editor; it adds nothing to the path. */
export type SectionNode = NodeBase & { kind: "section"; children: FormNode[] };

export type FormNode =
  | TextNode
  | NumberNode
  | CheckboxNode
  | PhotoNode
  | ChoiceNode
  | LinesNode
  | GroupNode
  | ListNode
  | VariantNode
  | MapNode
  | SectionNode;

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  /** The mark of `photoIdSchema` (domain/media/photo-id.ts): a library photo's id. */
  photo?: boolean;
};

function base(
  words: FormWords,
  key: string,
  path: string,
  schema: JsonSchema,
  optional: boolean,
): NodeBase {
  const hint = fieldHint(words, path);
  return {
    key,
    path,
    label: fieldLabel(words, path),
    ...(hint ? { hint } : {}),
    optional: optional && schema.default === undefined,
    ...(schema.default !== undefined ? { defaultValue: schema.default } : {}),
  };
}

function numberNode(words: FormWords, at: NodeBase, schema: JsonSchema): NumberNode {
  const percent = words.percentPaths?.has(at.path) ?? false;
  const scale = percent ? 100 : 1;
  const safe = (value: number | undefined) =>
    value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value * scale;
  const minimum = safe(schema.minimum ?? schema.exclusiveMinimum);
  const maximum = safe(schema.maximum);
  return {
    ...at,
    kind: "number",
    integer: schema.type === "integer",
    ...(minimum !== undefined ? { minimum } : {}),
    ...(maximum !== undefined ? { maximum } : {}),
    percent,
  };
}

function variantNode(
  words: FormWords,
  at: NodeBase,
  options: JsonSchema[],
): VariantNode | undefined {
  const first = options[0]?.properties ?? {};
  const discriminator = Object.keys(first).find((key) =>
    options.every((option) => option.properties?.[key]?.const !== undefined),
  );
  if (!discriminator) return undefined;
  return {
    ...at,
    kind: "variant",
    discriminator,
    discriminatorLabel: fieldLabel(words, `${at.path}.${discriminator}`),
    options: options.map((option) => {
      const value = String(option.properties?.[discriminator]?.const);
      const children = objectChildren(words, option, at.path).filter(
        (child) => child.key !== discriminator,
      );
      return { value, label: words.variantLabels?.[value] ?? wordsFromName(value), children };
    }),
  };
}

function objectChildren(words: FormWords, schema: JsonSchema, path: string): FormNode[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, child]) =>
    nodeFrom(words, key, path ? `${path}.${key}` : key, child, !required.has(key)),
  );
}

function arrayNode(words: FormWords, at: NodeBase, schema: JsonSchema): FormNode {
  const items = schema.items ?? {};
  const named = itemName(words, at.path);
  if (items.type === "array" && items.prefixItems) {
    const children = items.prefixItems.map((column, index) =>
      nodeFrom(words, String(index), `${at.path}.*.${index}`, column, false),
    );
    const item = { ...base(words, "*", `${at.path}.*`, {}, false), kind: "group" as const };
    return { ...at, kind: "list", item: { ...item, children, tuple: true }, itemName: named };
  }
  if (items.type === "object") {
    const children = objectChildren(words, items, `${at.path}.*`);
    const item = { ...base(words, "*", `${at.path}.*`, {}, false), kind: "group" as const };
    return { ...at, kind: "list", item: { ...item, children, tuple: false }, itemName: named };
  }
  if (items.photo) return { ...at, kind: "photos" };
  const item = items.type === "number" || items.type === "integer" ? "number" : "text";
  const choices = items.enum?.map(String);
  return { ...at, kind: "lines", item, ...(choices ? { choices } : {}) };
}

function nodeFrom(
  words: FormWords,
  key: string,
  path: string,
  schema: JsonSchema,
  optional: boolean,
): FormNode {
  const at = base(words, key, path, schema, optional);
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return variantNode(words, at, union) ?? { ...at, kind: "text" };
  if (schema.enum) {
    const choices = schema.enum.map(String);
    const named = choices.filter((choice) => words.choiceLabels?.[choice] !== undefined);
    const choiceLabels = Object.fromEntries(named.map((c) => [c, words.choiceLabels![c]!]));
    return { ...at, kind: "choice", choices, ...(named.length > 0 ? { choiceLabels } : {}) };
  }
  if (schema.photo) return { ...at, kind: "photo" };
  switch (schema.type) {
    case "number":
    case "integer":
      return numberNode(words, at, schema);
    case "boolean":
      return { ...at, kind: "checkbox" };
    case "array":
      return arrayNode(words, at, schema);
    case "object":
      if (!schema.properties && typeof schema.additionalProperties === "object") {
        const value = nodeFrom(words, "value", `${path}.*`, schema.additionalProperties, false);
        const keyLabel = words.recordKeyLabel ?? "Key";
        return { ...at, kind: "map", value, itemName: itemName(words, path), keyLabel };
      }
      return { ...at, kind: "group", children: objectChildren(words, schema, path), tuple: false };
    default:
      return { ...at, kind: isLongText(words, path) ? "longText" : "text" };
  }
}

function buildFormTree(spec: DocumentFormSpec<unknown>): GroupNode {
  const { words } = spec;
  const schema = z.toJSONSchema(spec.schema, { io: "input", unrepresentable: "any" });
  const fields = objectChildren(words, schema as JsonSchema, "");
  const placed = new Set(words.sections.flatMap((section) => section.fields));
  const sections: SectionNode[] = words.sections.map((section, index) => ({
    key: section.id,
    path: "",
    label: section.title,
    optional: true,
    kind: "section",
    children: [
      ...section.fields.flatMap((key) => fields.filter((field) => field.key === key)),
      ...(index === words.sections.length - 1
        ? fields.filter((field) => !placed.has(field.key))
        : []),
    ],
  }));
  return {
    key: "",
    path: "",
    label: words.documentName,
    optional: false,
    kind: "group",
    children: sections,
    tuple: false,
  };
}

const memo = new WeakMap<DocumentFormSpec<unknown>, GroupNode>();

/** A form's field tree: its sections, then the document's fields in an editor's order. */
export function formTree(spec: DocumentFormSpec<unknown>): GroupNode {
  let tree = memo.get(spec);
  if (!tree) {
    tree = buildFormTree(spec);
    memo.set(spec, tree);
  }
  return tree;
}

/** The document's own fields, section by section (the sections add nothing to the paths). */
export function topLevelFields(tree: GroupNode): FormNode[] {
  return tree.children.flatMap((section) => (section.kind === "section" ? section.children : []));
}
