export { DataTable, type DataTableProps } from './data-table';
export { csvColumnsOf, csvFields } from './column-meta';
export type { CsvExport } from './export-csv';
export type { TableSort } from './sort-header';
export { VIRTUALIZE_AFTER } from './table-rows';
export { queryError } from './query-error';
export { CsvExportButton } from './export-button';
export { CellWithNote } from './cell-with-note';
export { QueryDataTable, type QueryDataTableProps } from './query-data-table';
