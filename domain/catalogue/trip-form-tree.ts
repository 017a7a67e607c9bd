import { z } from "zod";
import { tripSchema } from "./trip-schema";
import {
  fieldHint,
  fieldLabel,
  isLongText,
  itemName,
  tripFormSections,
  wordsFromName,
} from "./trip-form-labels";

/**
 * The trip editor's field tree, derived once from the JSON Schema of `tripSchema`'s input: a new
 * schema field becomes a form field without editor code, and the schema stays the one validator.
 * `path` is the document path with `*` for a list index or a record key ("days.*.distance").
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
export type ChoiceNode = NodeBase & { kind: "choice"; choices: string[] };
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
  options: VariantOption[];
};
/** A record: rows of a key (a trip option's id) and its value. */
export type MapNode = NodeBase & { kind: "map"; value: FormNode; itemName: string };
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
  /** The mark of `photoIdSchema` (trip-schema.ts): a library photo's id. */
  photo?: boolean;
};

/** Names of the price types an operator chooses between. */
const variantLabels: Record<string, string> = {
  fixed: "One price per person",
  "tier-calculator": "Tiers with a calculator",
  seasonal: "Seasonal tiers (KES and USD)",
  samburu: "Package tiers (USD and KES)",
  "team-building": "Per person per day (team building)",
  school: "Per student (school programmes)",
  week: "Every week",
  month: "Every month",
};

function base(key: string, path: string, schema: JsonSchema, optional: boolean): NodeBase {
  const hint = fieldHint(path);
  return {
    key,
    path,
    label: fieldLabel(path),
    ...(hint ? { hint } : {}),
    optional: optional && schema.default === undefined,
    ...(schema.default !== undefined ? { defaultValue: schema.default } : {}),
  };
}

function numberNode(at: NodeBase, schema: JsonSchema): NumberNode {
  const percent = at.path === "pricing.discounts.*.1";
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

function variantNode(at: NodeBase, options: JsonSchema[]): VariantNode | undefined {
  const first = options[0]?.properties ?? {};
  const discriminator = Object.keys(first).find((key) =>
    options.every((option) => option.properties?.[key]?.const !== undefined),
  );
  if (!discriminator) return undefined;
  return {
    ...at,
    kind: "variant",
    discriminator,
    options: options.map((option) => {
      const value = String(option.properties?.[discriminator]?.const);
      const children = objectChildren(option, at.path).filter(
        (child) => child.key !== discriminator,
      );
      return { value, label: variantLabels[value] ?? wordsFromName(value), children };
    }),
  };
}

function objectChildren(schema: JsonSchema, path: string): FormNode[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, child]) =>
    nodeFrom(key, path ? `${path}.${key}` : key, child, !required.has(key)),
  );
}

function arrayNode(at: NodeBase, schema: JsonSchema): FormNode {
  const items = schema.items ?? {};
  if (items.type === "array" && items.prefixItems) {
    const children = items.prefixItems.map((column, index) =>
      nodeFrom(String(index), `${at.path}.*.${index}`, column, false),
    );
    const item = { ...base("*", `${at.path}.*`, {}, false), kind: "group" as const, children };
    return { ...at, kind: "list", item: { ...item, tuple: true }, itemName: itemName(at.path) };
  }
  if (items.type === "object") {
    const children = objectChildren(items, `${at.path}.*`);
    const item = { ...base("*", `${at.path}.*`, {}, false), kind: "group" as const, children };
    return { ...at, kind: "list", item: { ...item, tuple: false }, itemName: itemName(at.path) };
  }
  if (items.photo) return { ...at, kind: "photos" };
  const item = items.type === "number" || items.type === "integer" ? "number" : "text";
  const choices = items.enum?.map(String);
  return { ...at, kind: "lines", item, ...(choices ? { choices } : {}) };
}

function nodeFrom(key: string, path: string, schema: JsonSchema, optional: boolean): FormNode {
  const at = base(key, path, schema, optional);
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return variantNode(at, union) ?? { ...at, kind: "text" };
  if (schema.enum) return { ...at, kind: "choice", choices: schema.enum.map(String) };
  if (schema.photo) return { ...at, kind: "photo" };
  switch (schema.type) {
    case "number":
    case "integer":
      return numberNode(at, schema);
    case "boolean":
      return { ...at, kind: "checkbox" };
    case "array":
      return arrayNode(at, schema);
    case "object":
      if (!schema.properties && typeof schema.additionalProperties === "object") {
        const value = nodeFrom("value", `${path}.*`, schema.additionalProperties, false);
        return { ...at, kind: "map", value, itemName: itemName(path) };
      }
      return { ...at, kind: "group", children: objectChildren(schema, path), tuple: false };
    default:
      return { ...at, kind: isLongText(path) ? "longText" : "text" };
  }
}

function buildTripFormFields(): GroupNode {
  const schema = z.toJSONSchema(tripSchema, { io: "input", unrepresentable: "any" });
  const fields = objectChildren(schema as JsonSchema, "");
  const placed = new Set(tripFormSections.flatMap((section) => section.fields));
  const sections: SectionNode[] = tripFormSections.map((section, index) => ({
    key: section.id,
    path: "",
    label: section.title,
    optional: true,
    kind: "section",
    children:
      index === tripFormSections.length - 1
        ? fields.filter((field) => !placed.has(field.key))
        : section.fields.flatMap((key) => fields.filter((field) => field.key === key)),
  }));
  return {
    key: "",
    path: "",
    label: "Trip",
    optional: false,
    kind: "group",
    children: sections,
    tuple: false,
  };
}

let memo: GroupNode | undefined;

/** The editor's field tree: sections, then the trip's fields in an operator's order. */
export function tripFormFields(): GroupNode {
  memo ??= buildTripFormFields();
  return memo;
}
