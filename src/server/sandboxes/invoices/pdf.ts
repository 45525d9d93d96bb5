// A small real PDF (one page, Helvetica, ASCII text) standing for Viettel's invoice print, so the
// shop's PDF route can be shown to stream and cache a file a reader opens.
export interface SandboxPdfFacts {
  invoiceNo: string;
  template: string;
  reservationCode: string;
  total: number;
  issuedAt: Date;
  label: string;
}

/** PDF string literals: ASCII only (the standard fonts have no Vietnamese), parentheses escaped. */
function literal(value: string): string {
  const ascii = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
  return `(${ascii.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')})`;
}

export function sandboxPdf(facts: SandboxPdfFacts): Uint8Array {
  const lines = [
    'HOA DON GIA TRI GIA TANG (THU NGHIEM - SANDBOX)',
    facts.label,
    `Mau so: ${facts.template}   So: ${facts.invoiceNo}`,
    `Ngay: ${facts.issuedAt.toISOString().slice(0, 10)}`,
    `Tong tien thanh toan: ${facts.total} VND`,
    `Ma so bi mat: ${facts.reservationCode}`,
  ];
  const content = [
    'BT /F1 12 Tf 50 780 Td 16 TL',
    ...lines.map((line) => `${literal(line)} Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
