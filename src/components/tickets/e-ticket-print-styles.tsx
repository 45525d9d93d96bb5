// Print: the ticket alone on the page, its QR large enough for the gate's camera on paper.
const PRINT_CSS = `@media print{
header,footer,nav,[data-skip-link],.print\\:hidden{display:none!important}
body{background:#fff!important;color:#000!important}
.e-ticket{break-inside:avoid;border-color:#000!important;grid-template-columns:1fr!important}
.e-ticket-qr{max-width:none!important;width:90mm!important;opacity:1!important}
}`;

/** React hoists a `<style>` with `href` and `precedence` into `<head>` (a `<style>` in a `<div>` is
 * invalid HTML), once however many ticket pages render it. */
export function ETicketPrintStyles() {
  return (
    <style href="e-ticket-print" precedence="default">
      {PRINT_CSS}
    </style>
  );
}
