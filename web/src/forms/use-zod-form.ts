import { useCallback, useState } from 'react';

/** What the form needs of a zod schema (kept structural, so the website does not import zod). */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
export interface FormSchema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

export type FieldErrors<Values> = Partial<Record<keyof Values, string[]>>;

/** zod's issues grouped by their first path segment, in order, without repeats. */
export function groupIssues<Values>(issues: readonly Issue[]): FieldErrors<Values> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors as FieldErrors<Values>;
}

/**
 * Form state checked by a domain schema: values as typed, the messages of the last check per field
 * (a field's message goes away as soon as it is edited), and `validate()` for submit, which gives
 * the parsed values or null after showing every message.
 */
export function useZodForm<Out, Values extends Record<string, unknown>>(schema: FormSchema<Out>, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const setValue = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const validate = useCallback((): Out | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(groupIssues<Values>(result.error.issues));
    return null;
  }, [schema, values]);

  return { values, errors, setValue, setValues, setErrors, validate };
}
