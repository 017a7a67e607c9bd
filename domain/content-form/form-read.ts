import {
  type FormNode,
  type GroupNode,
  type ListNode,
  type MapNode,
  type NumberNode,
  type VariantNode,
} from "./form-tree";
import type { DraftValue } from "./form-view";

/**
 * Reading a posted editor form back into its document (a trip, a page). What cannot be read is kept as typed
 * (a price of "12a" stays "12a") so the form shows it again beside its error; only empty optional
 * fields are dropped, so that the schema's defaults and "not set" apply.
 */

type Posted = {
  get(name: string): string | null;
  all(name: string): string[];
  names: readonly string[];
};

const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/** "1,500" -> 1500; "" -> undefined; "12a" -> "12a" (kept for the error). */
function numberFrom(text: string, percent: boolean): DraftValue | undefined {
  const cleaned = text.replace(/[,\s]/g, "");
  if (cleaned === "") return undefined;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return text;
  const value = Number(cleaned);
  return percent ? Number((value / 100).toPrecision(12)) : value;
}

function linesFrom(text: string, numbers: boolean): DraftValue[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return numbers ? lines.map((line) => numberFrom(line, false) ?? line) : lines;
}

/** The item indices posted under a list or record, in order: "days.0.title", "days.2.day" -> 0, 2. */
function postedIndices(posted: Posted, name: string): number[] {
  const prefix = `${name}.`;
  const indices = new Set<number>();
  for (const key of posted.names) {
    if (!key.startsWith(prefix)) continue;
    const index = key.slice(prefix.length).split(".")[0]!;
    if (/^\d+$/.test(index)) indices.add(Number(index));
  }
  return [...indices].sort((a, b) => a - b);
}

/** Nothing typed: empty texts and lists, and a price type or repeat chosen without its fields. */
function isBlank(value: DraftValue | undefined, node?: FormNode): boolean {
  if (value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.every((item) => isBlank(item));
  if (typeof value !== "object" || value === null) return false;
  const skipped = node?.kind === "variant" ? node.discriminator : undefined;
  return Object.entries(value).every(([key, item]) => key === skipped || isBlank(item));
}

const absentAllowed = (node: FormNode) => node.optional || node.defaultValue !== undefined;

function readLeaf(node: FormNode, name: string, posted: Posted): DraftValue | undefined {
  const raw = posted.get(name);
  if (node.kind === "checkbox") return raw !== null ? true : node.optional ? undefined : false;
  if (node.kind === "photos") {
    const ids = [...new Set(posted.all(name).map((id) => id.trim()))].filter(Boolean);
    return ids.length === 0 && absentAllowed(node) ? undefined : ids;
  }
  const text = (raw ?? "").trim();
  if (node.kind === "lines") {
    const lines = linesFrom(text, node.item === "number");
    return lines.length === 0 && absentAllowed(node) ? undefined : lines;
  }
  const value = node.kind === "number" ? numberFrom(text, (node as NumberNode).percent) : text;
  if (value === undefined || value === "") return absentAllowed(node) ? undefined : "";
  return value;
}

function readGroup(node: GroupNode, name: string, posted: Posted): DraftValue | undefined {
  const values = node.children.map(
    (child) => [child.key, readNode(child, join(name, child.key), posted)] as const,
  );
  if (node.tuple) return values.map(([, value]) => value ?? "");
  const typed = node.children.some((child, index) => !isBlank(values[index]![1], child));
  if (!typed && absentAllowed(node)) return undefined;
  return Object.fromEntries(values.filter(([, value]) => value !== undefined)) as DraftValue;
}

function readList(node: ListNode, name: string, posted: Posted): DraftValue | undefined {
  const items = postedIndices(posted, name).map(
    (index) => readGroup(node.item, join(name, String(index)), posted) ?? {},
  );
  if (items.length > 0 || posted.get(name) !== null) return items;
  return absentAllowed(node) ? undefined : [];
}

/** Rows of a record; a row with neither key nor value was never filled in and is left out. */
function readMap(node: MapNode, name: string, posted: Posted): DraftValue | undefined {
  const entries: Array<[string, DraftValue]> = [];
  for (const index of postedIndices(posted, name)) {
    const row = join(name, String(index));
    const key = (posted.get(`${row}.key`) ?? "").trim();
    const value = readNode(node.value, `${row}.value`, posted);
    const empty =
      value === undefined ||
      value === "" ||
      (typeof value === "object" && value !== null && Object.keys(value).length === 0);
    if (key === "" && empty) continue;
    entries.push([key, value ?? ""]);
  }
  if (entries.length > 0 || posted.get(name) !== null) return Object.fromEntries(entries);
  return absentAllowed(node) ? undefined : {};
}

function readVariant(node: VariantNode, name: string, posted: Posted): DraftValue | undefined {
  const chosen = posted.get(join(name, node.discriminator));
  const option = node.options.find((candidate) => candidate.value === chosen);
  if (!option) return absentAllowed(node) ? undefined : {};
  const fields = option.children
    .map((child) => [child.key, readNode(child, join(name, child.key), posted)] as const)
    .filter(([, value]) => value !== undefined);
  return Object.fromEntries([[node.discriminator, option.value], ...fields]) as DraftValue;
}

function readNode(node: FormNode, name: string, posted: Posted): DraftValue | undefined {
  switch (node.kind) {
    case "group":
      return readGroup(node, name, posted);
    case "list":
      return readList(node, name, posted);
    case "map":
      return readMap(node, name, posted);
    case "variant":
      return readVariant(node, name, posted);
    case "section":
      return undefined;
    default:
      return readLeaf(node, name, posted);
  }
}

/** The document as the editor's form posted it, valid or not. */
export function readDraft(tree: GroupNode, form: FormData): DraftValue {
  const posted: Posted = {
    get: (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    },
    all: (name) => form.getAll(name).filter((value): value is string => typeof value === "string"),
    names: [...form.keys()],
  };
  const document: Record<string, DraftValue> = {};
  for (const section of tree.children) {
    if (section.kind !== "section") continue;
    for (const field of section.children) {
      const value = readNode(field, field.key, posted);
      if (value !== undefined) document[field.key] = value;
    }
  }
  return document;
}
