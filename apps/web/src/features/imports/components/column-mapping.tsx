import type { ImportColumn, ImportMapping } from '@praxis/shared';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

interface ColumnMappingProps {
  headers: string[];
  columns: readonly ImportColumn[];
  mapping: ImportMapping;
  remembered: boolean;
  onChange: (mapping: ImportMapping) => void;
}

/**
 * The file's headers against the kind's columns: each header gets a column (suggested by name, or the mapping
 * used last time for these headers) or is left out. Required columns nobody maps are named below the table.
 */
export function ColumnMapping({ headers, columns, mapping, remembered, onChange }: ColumnMappingProps) {
  const id = useId();
  const used = new Set(Object.values(mapping).filter(Boolean));
  const missing = columns.filter((column) => column.required && !used.has(column.name)).map((c) => c.name);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-muted-foreground">
        {remembered
          ? 'These headers were mapped before: the same mapping is chosen. Change it if needed, then check the file.'
          : 'The file’s headers are not the template’s. Choose the column each one holds, then check the file.'}
      </p>
      <table className="w-full max-w-xl" aria-label="Column mapping">
        <thead>
          <tr className="border-b text-left">
            <th className="px-2 py-1">Header in the file</th>
            <th className="px-2 py-1">Column</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header, index) => (
            <tr key={header} className="border-b">
              <td className="px-2 py-1 font-mono">
                <label htmlFor={`${id}-${index}`}>{header}</label>
              </td>
              <td className="px-2 py-1">
                <NativeSelect
                  id={`${id}-${index}`}
                  value={mapping[header] ?? ''}
                  onChange={(event) => onChange({ ...mapping, [header]: event.target.value || null })}
                >
                  <option value="">Leave out</option>
                  {columns.map((column) => (
                    <option
                      key={column.name}
                      value={column.name}
                      disabled={used.has(column.name) && mapping[header] !== column.name}
                    >
                      {column.name}
                      {column.required ? ' (required)' : ''}
                    </option>
                  ))}
                </NativeSelect>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {missing.length > 0 ? (
        <p role="status" className="text-destructive">
          Not mapped yet: {missing.join(', ')} (required).
        </p>
      ) : null}
    </div>
  );
}
