import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, FormField } from "~/components/ui/form-field";
import { fieldClasses } from "~/features/booking/booking-fields";
import { altTextMaxLength, creditMaxLength } from "../../../domain/media/photo-view";
import {
  blankRow,
  MAX_PHOTOS_PER_UPLOAD,
  rowField,
  type RowErrors,
  type UploadRow,
} from "./media-forms";

/**
 * The upload form. One row of details per chosen photo, named after its file, so no photo can go
 * without alt text: with JavaScript the rows appear as the files are chosen; without it the form
 * has one row (for a single photo), and several photos come back from the server as one row each
 * to fill in before choosing them again. Whatever was typed stays after a refusal.
 */
export function MediaUploadForm({
  answeredRows,
  errors,
}: {
  answeredRows?: UploadRow[];
  errors?: RowErrors[];
}) {
  const [rows, setRows] = useState<UploadRow[]>(answeredRows ?? [blankRow(null)]);
  const [shownAnswer, setShownAnswer] = useState(answeredRows);
  if (answeredRows !== shownAnswer) {
    // A new answer from the server: its rows replace what the form showed.
    setShownAnswer(answeredRows);
    setRows(answeredRows ?? [blankRow(null)]);
  }
  const busy = useNavigation().state === "submitting";
  const fileError = errors?.find((error) => error.file && rows.length <= 1)?.file;

  function chose(files: FileList | null) {
    const names = Array.from(files ?? [], (file) => file.name).slice(0, MAX_PHOTOS_PER_UPLOAD);
    setRows(
      names.length === 0
        ? [blankRow(null)]
        : names.map((name) => rows.find((row) => row.name === name) ?? blankRow(name)),
    );
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-4 grid gap-4 rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <input type="hidden" name="intent" value="upload" />
      <FormField
        id="photos"
        label="Photos"
        hint="JPEG, PNG or WebP, up to 20 MB and 50 megapixels each. On a phone, choose from your photo library: iPhone photos arrive as JPEG."
        error={fileError}
      >
        {(described) => (
          <input
            id="photos"
            name="photos"
            type="file"
            multiple
            required
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => chose(event.currentTarget.files)}
            className={fieldClasses}
            {...described}
          />
        )}
      </FormField>
      {rows.map((row, index) => (
        <PhotoDetailsRow
          key={row.name ?? `row-${index}`}
          row={row}
          index={index}
          errors={errors?.[index]}
          showFileError={rows.length > 1}
        />
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Uploading…" : rows.length > 1 ? `Upload ${rows.length} photos` : "Upload"}
        </Button>
      </div>
    </Form>
  );
}

function PhotoDetailsRow({
  row,
  index,
  errors,
  showFileError,
}: {
  row: UploadRow;
  index: number;
  errors?: RowErrors;
  showFileError: boolean;
}) {
  const id = (field: string) => `upload-${index}-${field}`;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-sand-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">
        {row.name ? `Details of ${row.name}` : "Details of the photo"}
      </legend>
      {row.name !== null ? (
        <input type="hidden" name={rowField.name(index)} value={row.name} />
      ) : null}
      {showFileError && errors?.file ? (
        <p role="alert" className="text-sm font-semibold text-red-800 sm:col-span-2">
          {errors.file}
        </p>
      ) : null}
      <AltTextField
        id={id("alt")}
        name={rowField.altText(index)}
        label={row.name ? `Alt text for ${row.name}` : "Alt text"}
        defaultValue={row.altText}
        error={errors?.altText}
      />
      <CreditField
        id={id("credit")}
        name={rowField.credit(index)}
        defaultValue={row.credit}
        error={errors?.credit}
      />
      <FocalPointFields
        idPrefix={id("focal")}
        index={index}
        x={row.focalX}
        y={row.focalY}
        error={errors?.focalPoint}
      />
    </fieldset>
  );
}

/** Where the subject is, in per cent: the part a cropped slot keeps in view. */
export function FocalPointFields({
  idPrefix,
  index,
  x,
  y,
  error,
}: {
  idPrefix: string;
  index: number;
  x: string;
  y: string;
  error?: string;
}) {
  const described = error
    ? { "aria-invalid": true as const, "aria-describedby": `${idPrefix}-error` }
    : {};
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Focal point (kept in view when cropped)</legend>
      <div className="flex flex-wrap gap-3">
        <PercentInput
          label="From the left (%)"
          name={rowField.focalX(index)}
          value={x}
          described={described}
        />
        <PercentInput
          label="From the top (%)"
          name={rowField.focalY(index)}
          value={y}
          described={described}
        />
      </div>
      <FieldError id={idPrefix} message={error} />
    </fieldset>
  );
}

function PercentInput({
  label,
  name,
  value,
  described,
}: {
  label: string;
  name: string;
  value: string;
  described: { "aria-invalid"?: true; "aria-describedby"?: string };
}) {
  return (
    <label className="text-sm">
      {label}
      <input
        name={name}
        type="number"
        min={0}
        max={100}
        step={1}
        required
        defaultValue={value}
        className={`${fieldClasses} w-24`}
        {...described}
      />
    </label>
  );
}

type TextFieldProps = {
  id: string;
  name: string;
  defaultValue: string;
  error?: string;
};

/** A photo's alt text: required, so no photo is published without one. */
export function AltTextField({ label, ...props }: TextFieldProps & { label: string }) {
  return (
    <FormField
      id={props.id}
      label={label}
      hint="What the photo shows, for people who cannot see it."
      error={props.error}
      className="sm:col-span-2"
    >
      {(described) => (
        <input
          id={props.id}
          name={props.name}
          required
          maxLength={altTextMaxLength}
          defaultValue={props.defaultValue}
          className={fieldClasses}
          {...described}
        />
      )}
    </FormField>
  );
}

/** Who took the photo, shown with it where a page credits it. */
export function CreditField(props: TextFieldProps) {
  return (
    <FormField id={props.id} label="Credit (optional)" error={props.error}>
      {(described) => (
        <input
          id={props.id}
          name={props.name}
          maxLength={creditMaxLength}
          defaultValue={props.defaultValue}
          className={fieldClasses}
          {...described}
        />
      )}
    </FormField>
  );
}
