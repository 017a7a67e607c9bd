import { applyAction } from "./form-actions";
import { describeChanges, type DocumentChange, type PhotoNames } from "./form-changes";
import { validateDraft, type DraftVerdict } from "./form-errors";
import { readDraft } from "./form-read";
import { formTree, type FormNode, type GroupNode } from "./form-tree";
import {
  fieldLabelsIn,
  formView,
  isDraftObject,
  type DraftValue,
  type FieldView,
} from "./form-view";
import type { DocumentFormSpec } from "./form-words";

/**
 * One content studio editor, without React (decisions 0065 and 0067): a document's field tree
 * derived from its zod schema, the fields of a draft, reading a posted form back, the structural
 * buttons, the schema's errors in plain words, the readable diff of two versions and where the
 * document names library photos. The trip editor and the pages' editor are each one of these,
 * built from their schema and their words.
 */
export interface DocumentForm<T> {
  /** The field tree: sections, then the document's fields in an editor's order. */
  fields(): GroupNode;
  /** The editor's sections with every field of the draft, named and filled (drawn on the server). */
  view(draft: DraftValue): FieldView[];
  /** The document as the editor's form posted it, valid or not. */
  read(form: FormData): DraftValue;
  /** The draft after a structural button ("add:days", "remove:days.2"...). */
  apply(draft: DraftValue, action: string): DraftValue;
  /** The document the draft makes, or a plain sentence for each field the schema refuses. */
  validate(draft: DraftValue): DraftVerdict<T>;
  /** Each named field's plain-word path ("Days › Day 4 › Distance"). */
  fieldLabels(draft: DraftValue, names: readonly string[]): string[];
  /** The changed fields from `before` to `after`, in the editor's order; photos by `photoNames`. */
  changes(before: unknown, after: unknown, photoNames?: PhotoNames): DocumentChange[];
  /** Every library photo the document names, with its field's form name and plain-word place. */
  photoUses(document: unknown): PhotoUse[];
}

/** A library photo named by a document: where (the form's field name and its labels) and which. */
export interface PhotoUse {
  field: string;
  place: string;
  id: string;
}

/** `trail`: the labels above `node` ("First screen"; "Gallery › Picture 5" for an item's fields). */
function photosUnder(
  node: FormNode,
  value: unknown,
  name: string,
  trail: readonly string[],
  uses: PhotoUse[],
): void {
  const join = (key: string | number) => (name ? `${name}.${key}` : String(key));
  const place = [...trail, node.label].join(" › ");
  switch (node.kind) {
    case "photo":
      if (typeof value === "string" && value) uses.push({ field: name, place, id: value });
      return;
    case "photos":
      if (Array.isArray(value))
        for (const id of value)
          if (typeof id === "string" && id) uses.push({ field: name, place, id });
      return;
    case "group":
      if (!isDraftObject(value)) return;
      // A list's item adds no label of its own: its list named it ("Picture 5").
      for (const child of node.children)
        photosUnder(
          child,
          value[child.key],
          join(child.key),
          node.key === "*" ? trail : [...trail, node.label],
          uses,
        );
      return;
    case "list":
      if (!Array.isArray(value)) return;
      value.forEach((item, index) =>
        photosUnder(
          node.item,
          item,
          join(index),
          [...trail, node.label, `${node.itemName} ${index + 1}`],
          uses,
        ),
      );
      return;
    default:
      return;
  }
}

export function documentForm<T>(spec: DocumentFormSpec<T>): DocumentForm<T> {
  const fields = () => formTree(spec as DocumentFormSpec<unknown>);
  return {
    fields,
    view: (draft) => formView(fields(), draft),
    read: (form) => readDraft(fields(), form),
    apply: (draft, action) => applyAction({ tree: fields(), newItem: spec.newItem }, draft, action),
    validate: (draft) => validateDraft(fields(), spec, draft),
    fieldLabels: (draft, names) => fieldLabelsIn(fields(), draft, names),
    changes: (before, after, photoNames) => describeChanges(fields(), before, after, photoNames),
    photoUses(document) {
      const uses: PhotoUse[] = [];
      if (!isDraftObject(document)) return uses;
      for (const section of fields().children)
        if (section.kind === "section")
          for (const field of section.children)
            photosUnder(field, document[field.key], field.key, [], uses);
      return uses;
    },
  };
}

export type { DocumentChange, DraftVerdict, DraftValue, FieldView, FormNode, GroupNode };
