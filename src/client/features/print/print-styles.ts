/**
 * The print views' CSS (docs/product.md#print): A4 pages with margins that also suit Letter (the content is
 * narrower than both), paper colours in either colour scheme, colours kept when printing
 * (badges), nothing split across pages that should stay together.
 */
export const PRINT_CSS = `
@page { size: A4; margin: 16mm 14mm; }
.print-view {
  /* The light tokens come from styles.css; paper differs only in these. */
  color-scheme: light;
  --background: #f1f5f9;
  --border: #cbd5e1;
  background: var(--background);
  color: var(--foreground);
}
.print-view, .print-view * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
@media print {
  html, body, .print-view { background: #ffffff !important; min-height: 0 !important; }
  .print-paper { box-shadow: none !important; border: 0 !important; margin: 0 !important;
    padding: 0 !important; max-width: none !important; }
  .print-keep { break-inside: avoid; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
}
`;
