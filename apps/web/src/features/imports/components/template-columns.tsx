import type { ImportColumn } from '@praxis/shared';

/** The kind's columns as the template has them: name, whether required, what goes in, an example. */
export function TemplateColumns({ columns }: { columns: readonly ImportColumn[] }) {
  return (
    <details className="rounded-md border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Columns of the template</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full">
          <thead>
            <tr className="border-b text-left">
              <th className="px-2 py-1">Column</th>
              <th className="px-2 py-1">What goes in</th>
              <th className="px-2 py-1">Example</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.name} className="border-b align-top">
                <td className="px-2 py-1 font-mono">
                  {column.name}
                  {column.required ? ' (required)' : ''}
                </td>
                <td className="px-2 py-1">{column.description}</td>
                <td className="px-2 py-1 font-mono break-all">{column.example}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-muted-foreground">
        An empty cell leaves the field as it is. Separators `,` and `;` are both read; dates are yyyy-MM-dd.
      </p>
    </details>
  );
}
