import { topLevelFields, type FormNode, type GroupNode } from "./form-tree";
import { currentOption, isDraftObject, type DraftValue } from "./form-view";

/**
 * Following a document path ("days", 3, "distance") down the field tree and the draft together:
 * which field it lands on and that field's name in the form. A record's entries are rows in the
 * form, so "categoryPrices.standard.kenyan-citizen" is the field "categoryPrices.0.value.kenyan-citizen".
 */

export type Located = {
  node: FormNode;
  /** The form's name of the field the path reaches (it stops at a lines field or a leaf). */
  name: string;
  /** The list item or record row the field sits in, the nearest one. */
  item?: { list: FormNode; index: number };
  /** How many segments of the path were followed. */
  depth: number;
};

function childNamed(
  node: FormNode,
  key: string,
  value: DraftValue | undefined,
): FormNode | undefined {
  if (node.kind === "group") return node.children.find((child) => child.key === key);
  if (node.kind === "variant") {
    if (key === node.discriminator) return undefined;
    return currentOption(node, value).children.find((child) => child.key === key);
  }
  return undefined;
}

const at = (value: DraftValue | undefined, key: string | number): DraftValue | undefined =>
  Array.isArray(value) ? value[Number(key)] : isDraftObject(value) ? value[String(key)] : undefined;

/** One step down from a list or record into its item; undefined when the item is not there. */
function intoItem(located: Located, segment: string | number, value: DraftValue | undefined) {
  const { node, name } = located;
  if (node.kind === "list") {
    const index = Number(segment);
    if (!Number.isInteger(index) || !Array.isArray(value) || index >= value.length || index < 0)
      return undefined;
    return { node: node.item, name: `${name}.${index}`, index, next: value[index] };
  }
  if (node.kind !== "map" || !isDraftObject(value)) return undefined;
  const index = Object.keys(value).indexOf(String(segment));
  if (index < 0) return undefined;
  return { node: node.value, name: `${name}.${index}.value`, index, next: value[String(segment)] };
}

/** Where a document path lands in the form; undefined when it names no field of the draft. */
export function locate(
  tree: GroupNode,
  path: ReadonlyArray<string | number>,
  draft: DraftValue,
): Located | undefined {
  const first = topLevelFields(tree).find((field) => field.key === path[0]);
  if (!first) return undefined;
  let located: Located = { node: first, name: first.key, depth: 1 };
  let value = at(draft, first.key);
  for (const segment of path.slice(1)) {
    const { node } = located;
    if (node.kind === "list" || node.kind === "map") {
      const item = intoItem(located, segment, value);
      if (!item) return located;
      located = {
        node: item.node,
        name: item.name,
        item: { list: node, index: item.index },
        depth: located.depth + 1,
      };
      value = item.next;
      continue;
    }
    const child = childNamed(node, String(segment), value);
    if (!child) return located;
    located = {
      ...located,
      node: child,
      name: `${located.name}.${child.key}`,
      depth: located.depth + 1,
    };
    value = at(value, child.key);
  }
  return located;
}

/** A form name back to its document path: "days.3.distance" -> ["days", 3, "distance"]. */
export function documentPath(name: string): Array<string | number> {
  return name.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
