// Print: the ticket alone on the page, its QR large enough for the gate's camera on paper.
const PRINT_CSS = `@media print{
header,footer,nav,[data-skip-link],.print\\:hidden{display:none!important}
body{background:#fff!important;color:#000!important}
.e-ticket{break-inside:avoid;border-color:#000!important;grid-template-columns:1fr!important}
.e-ticket-qr{max-width:none!important;width:90mm!important;opacity:1!important}
}`;

export function ETicketPrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
