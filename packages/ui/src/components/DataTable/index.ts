export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';
export { DATA_TABLE_TEXTS, pageText, resultsText } from './data-table-texts';
