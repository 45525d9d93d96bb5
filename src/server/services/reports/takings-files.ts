// The takings as files an accountant opens: CSV (UTF-8 with a BOM, so spreadsheets read the
// Vietnamese right; text cells guarded against formulas, numbers left as numbers) and XLSX
// (exceljs: one sheet, frozen header, đồng formatted, a total row). Column names in the report's
// language.
import ExcelJS from 'exceljs';
import { csvCell } from '../invoices/export';
import type { Takings, TakingsRow } from './takings';

type Locale = 'vi' | 'en';

const COLUMNS = {
  vi: [
    'Ngày',
    'Phương thức',
    'Loại',
    'Thuế suất',
    'Doanh thu',
    'Giảm giá',
    'Hoàn tiền',
    'Thực thu (gồm thuế)',
    'Thuế GTGT',
  ],
  en: [
    'Day',
    'Method',
    'Kind',
    'VAT rate',
    'Gross',
    'Discounts',
    'Refunds',
    'Net (VAT included)',
    'VAT',
  ],
} as const;

const METHODS: Record<Locale, Record<string, string>> = {
  vi: {
    payos: 'PayOS',
    vnpay: 'VNPay',
    momo: 'MoMo',
    vietqr: 'VietQR (chuyển khoản)',
    cod: 'Tiền mặt',
    free: 'Miễn phí',
  },
  en: {
    payos: 'PayOS',
    vnpay: 'VNPay',
    momo: 'MoMo',
    vietqr: 'VietQR (bank transfer)',
    cod: 'Cash',
    free: 'Free',
  },
};

const KINDS: Record<Locale, Record<string, string>> = {
  vi: { tickets: 'Vé', goods: 'Hàng hóa, dịch vụ' },
  en: { tickets: 'Tickets', goods: 'Goods and services' },
};

const TOTAL = { vi: 'Tổng', en: 'Total' } as const;

/** A method's name in the report (the stored id when it is one the report does not know). */
export function methodLabel(method: string, locale: Locale): string {
  return METHODS[locale][method] ?? method;
}

export function kindLabel(kind: string, locale: Locale): string {
  return KINDS[locale][kind] ?? kind;
}

const AMOUNTS = ['gross', 'discounts', 'refunds', 'net', 'vat'] as const;

function textCells(row: TakingsRow, locale: Locale): string[] {
  return [row.day, methodLabel(row.method, locale), kindLabel(row.kind, locale), `${row.rate}%`];
}

export function takingsCsv(takings: Takings, locale: Locale): string {
  const lines = [
    COLUMNS[locale].map(csvCell).join(','),
    ...takings.rows.map((row) =>
      [...textCells(row, locale).map(csvCell), ...AMOUNTS.map((key) => String(row[key]))].join(','),
    ),
    [csvCell(TOTAL[locale]), '', '', '', ...AMOUNTS.map((key) => String(takings.total[key]))].join(
      ',',
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function takingsXlsx(takings: Takings, locale: Locale): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(`${takings.to}T00:00:00Z`);
  const sheet = book.addWorksheet(locale === 'vi' ? 'Doanh thu' : 'Takings', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const keys = ['day', 'method', 'kind', 'rate', ...AMOUNTS] as const;
  sheet.columns = keys.map((key, i) => ({
    header: COLUMNS[locale][i],
    key,
    width: i < 4 ? (i === 1 ? 22 : 14) : 16,
    ...(i >= 4 ? { style: { numFmt: '#,##0' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of takings.rows) {
    const [day, method, kind, rate] = textCells(row, locale);
    sheet.addRow({
      day,
      method,
      kind,
      rate,
      ...Object.fromEntries(AMOUNTS.map((k) => [k, row[k]])),
    });
  }
  // The totals as numbers, not SUM formulas: exceljs leaves out a formula's result when it is 0,
  // and a reader that does not recalculate would then show an empty total.
  const totalRow = sheet.addRow({
    day: TOTAL[locale],
    ...Object.fromEntries(AMOUNTS.map((key) => [key, takings.total[key]])),
  });
  totalRow.font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The file's name: `doanh-thu-{from}_{to}.{ext}` (`takings-…` in English). */
export function takingsFileName(takings: Takings, locale: Locale, format: 'csv' | 'xlsx'): string {
  return `${locale === 'vi' ? 'doanh-thu' : 'takings'}-${takings.from}_${takings.to}.${format}`;
}
