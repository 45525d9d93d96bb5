// The VNPay and MoMo sandboxes' hosted pages: one small HTML document each, no JavaScript, labelled
// as a test like the PayOS sandbox's page. Pay and Cancel post back to the page's own URL, which
// carries the shop's signed request. Every value is escaped.
import { escapeHtml } from '../../services/mail/mail-text';
import { documentOf, dong } from './page';

export interface ProviderPageView {
  provider: 'VNPay' | 'MoMo';
  amount: number;
  description: string;
  reference: string;
  /** Hidden fields every form carries (MoMo's page token). */
  fields?: Record<string, string>;
  /** Null: payable (Pay and Cancel shown); else why it is not. */
  closedReason: string | null;
}

export function renderProviderPage(view: ProviderPageView): string {
  const hidden = Object.entries(view.fields ?? {})
    .map(([n, v]) => `<input type="hidden" name="${escapeHtml(n)}" value="${escapeHtml(v)}">`)
    .join('');
  const form = (action: 'pay' | 'cancel', label: string) =>
    `<form method="post">${hidden}<input type="hidden" name="action" value="${action}"><button type="submit" class="${action}">${label}</button></form>`;
  const actions =
    view.closedReason === null
      ? `<div class="actions">
${form('pay', `Thanh toán bằng ${view.provider}`)}
${form('cancel', 'Hủy thanh toán')}
</div>
<p class="note">Đây là cổng ${view.provider} thử nghiệm của cửa hàng: không có tiền nào được chuyển.</p>`
      : `<p class="state" role="status">${escapeHtml(view.closedReason)}</p>`;
  return documentOf(
    `${view.provider} · ${view.description}`,
    `<h1>${view.provider}: ${escapeHtml(view.description)}</h1>
<dl>
<dt>Số tiền</dt><dd>${escapeHtml(dong(view.amount))}</dd>
<dt>Nội dung</dt><dd>${escapeHtml(view.description)}</dd>
<dt>Mã giao dịch</dt><dd>${escapeHtml(view.reference)}</dd>
</dl>
${actions}`,
  );
}
