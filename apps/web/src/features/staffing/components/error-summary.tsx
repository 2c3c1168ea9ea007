import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';

function flatten(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const message = 'message' in value && typeof value.message === 'string' ? value.message : null;
    return message ? [`${path}: ${message}`] : flatten(value as FieldErrors, path);
  });
}

/** After a refused submit, every problem in one list (rows of skills too), so none hides off-screen. */
export function ErrorSummary() {
  const { control } = useFormContext();
  const { errors, submitCount } = useFormState({ control });
  const lines = submitCount > 0 ? flatten(errors) : [];
  if (lines.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
      <p className="font-medium">Please fix {lines.length === 1 ? 'this' : 'these'} first:</p>
      <ul className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line.replaceAll('_', ' ')}</li>
        ))}
      </ul>
    </div>
  );
}
