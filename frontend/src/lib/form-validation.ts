/**
 * Runs a shared valibot schema over form values and returns either the parsed output or the
 * first message per field, ready for Field.ErrorText. The messages are the schema's own (docs/product-spec.md
 * section 5 wording, from shared/messages.ts).
 */
import * as v from 'valibot';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type ValidationResult<S extends v.GenericSchema> =
  { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors };

export function validateForm<S extends v.GenericSchema>(schema: S, values: unknown): ValidationResult<S> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const nested = v.flatten(result.issues).nested ?? {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(nested)) {
    const first = (messages as string[] | undefined)?.[0];
    if (first) errors[field] = first;
  }
  return { ok: false, errors };
}

/**
 * The submit step every form shares: validate, show each field's message (or clear them all), and
 * hand back the parsed output only when the values are valid.
 */
export function validateInto<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
  setErrors: (errors: FieldErrors) => void,
): v.InferOutput<S> | undefined {
  const result = validateForm(schema, values);
  setErrors(result.ok ? {} : result.errors);
  return result.ok ? result.output : undefined;
}
