import { useState } from 'react';
import type { Table } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { csvColumnsOf } from './column-meta';
import { downloadCsv, type CsvExport } from './export-csv';

/** "Export CSV" of a table: exactly the rows (all pages) and columns shown, from the API. */
export function ExportButton<T>({ table, csv }: { table: Table<T>; csv: CsvExport }) {
  return <CsvExportButton csv={csv} shown={() => csvColumnsOf(table.getVisibleLeafColumns())} />;
}

/**
 * "Export CSV" of any list (cards, a board, a history): every row matching its filters, all pages, from the API —
 * the columns shown when a table says which, otherwise the list's own CSV columns. Shown only to holders of
 * `data.export` (the API refuses everyone else).
 */
export function CsvExportButton({
  csv,
  shown,
}: {
  csv: CsvExport;
  shown?: () => { columns: string[]; headers: string[] };
}) {
  const canExport = useCan('data.export');
  const [isExporting, setIsExporting] = useState(false);
  const onExport = async () => {
    setIsExporting(true);
    try {
      await downloadCsv(csv, shown?.());
    } catch (error) {
      toast.error(`Export failed: ${error instanceof Error ? error.message : 'please try again.'}`);
    } finally {
      setIsExporting(false);
    }
  };
  if (!canExport) return null;
  return (
    <Button variant="outline" size="sm" disabled={isExporting} onClick={() => void onExport()}>
      {isExporting ? <Spinner /> : <Download aria-hidden />}
      {isExporting ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
