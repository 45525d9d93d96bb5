// The sandbox's hosted payment page: one small complete HTML document, no JavaScript. Two forms
// (Pay, Cancel) post back to the same URL with the attempt's form token. Every value is escaped.
import type { HostedView } from './payos';
import { SANDBOX_ACCOUNT, SANDBOX_LABEL } from './payos';
import { escapeHtml } from '../../services/mail/mail-text';

export const dong = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#1c1917;line-height:1.5}
.banner{background:#7c2d12;color:#fff;padding:.75rem 1rem;text-align:center;font-weight:700}
.banner p{margin:0}
main{max-width:28rem;margin:1.5rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#57534e}dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;margin:0 0 1rem;font-size:.9rem}
th,td{text-align:left;padding:.25rem 0;border-bottom:1px solid #e7e5e4}
td.n{text-align:right}
.actions{display:flex;gap:.75rem;margin-top:1rem}
.actions form{flex:1}
button{width:100%;padding:.75rem;border-radius:.5rem;border:0;font-size:1rem;font-weight:700;cursor:pointer}
.pay{background:#166534;color:#fff}.cancel{background:#e7e5e4;color:#1c1917}
.state{padding:.75rem;border-radius:.5rem;background:#fef3c7;color:#78350f}
p.note{font-size:.85rem;color:#57534e}
`;

export function documentOf(title: string, body: string): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p role="note">${escapeHtml(SANDBOX_LABEL)}</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

const STATUS_TEXT: Record<HostedView['status'], string> = {
  PENDING: 'Chờ thanh toán',
  PAID: 'Đã thanh toán',
  CANCELLED: 'Đã hủy',
  EXPIRED: 'Đã hết hạn',
};

export function renderHostedPage(view: HostedView): string {
  const rows = view.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td class="n">${item.quantity}</td><td class="n">${escapeHtml(dong(item.price))}</td></tr>`,
    )
    .join('');
  const items = rows
    ? `<table><caption class="note">Sản phẩm</caption><thead><tr><th scope="col">Tên</th><th scope="col" class="n">SL</th><th scope="col" class="n">Đơn giá</th></tr></thead><tbody>${rows}</tbody></table>`
    : '';
  const token = escapeHtml(view.formToken);
  const actions =
    view.status === 'PENDING'
      ? `<div class="actions">
<form method="post"><input type="hidden" name="token" value="${token}"><input type="hidden" name="action" value="pay"><button type="submit" class="pay">Thanh toán</button></form>
<form method="post"><input type="hidden" name="token" value="${token}"><input type="hidden" name="action" value="cancel"><button type="submit" class="cancel">Hủy thanh toán</button></form>
</div>
<p class="note">Đây là cổng thanh toán thử nghiệm của cửa hàng: không có tiền nào được chuyển.</p>`
      : `<p class="state" role="status">${escapeHtml(STATUS_TEXT[view.status])}</p>`;
  return documentOf(
    `${SANDBOX_LABEL} · ${view.description}`,
    `<h1>Thanh toán đơn ${escapeHtml(view.description)}</h1>
<dl>
<dt>Số tiền</dt><dd>${escapeHtml(dong(view.amount))}</dd>
<dt>Nội dung</dt><dd>${escapeHtml(view.description)}</dd>
<dt>Mã thanh toán</dt><dd>${view.orderCode}</dd>
<dt>Tài khoản nhận</dt><dd>${escapeHtml(SANDBOX_ACCOUNT.accountName)} · ${escapeHtml(SANDBOX_ACCOUNT.accountNumber)}</dd>
<dt>Trạng thái</dt><dd>${escapeHtml(STATUS_TEXT[view.status])}</dd>
</dl>
${items}
${actions}`,
  );
}

export function renderHostedRefusal(message: string): string {
  return documentOf(SANDBOX_LABEL, `<h1>${escapeHtml(message)}</h1>`);
}
