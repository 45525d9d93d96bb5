// Community features end to end: a review with an avatar stays hidden until approved, then shows after
// regeneration with the new average; a comment and its reply the same way on a post; the quote
// dialog refuses yesterday and stores and mails next week; the contact form stores a lead. Axe
// on every new page; /reviews and a post read without JavaScript. Approval is a store update
// plus the revalidation endpoint (the operators' console comes later).
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { changeStore, queryRow } from './helpers/e2e-store';
import { expectNoAxeViolations } from './helpers/axe';
import { vietnamDay } from './helpers/vietnam-day';

/** What the console will do: approve the row, then regenerate the page by its tag. */
async function approve(
  page: Page,
  table: 'reviews' | 'comments',
  id: string,
  tag: string,
): Promise<void> {
  changeStore((db) =>
    db
      .prepare(
        `UPDATE ${table} SET status = 'approved', moderated_at = ?, moderated_by = 'e2e' WHERE id = ?`,
      )
      .run(new Date().toISOString(), id),
  );
  const response = await page.request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? '' },
    data: { tag },
  });
  expect(response.status()).toBe(200);
}

/** Reloads until `text` shows (the first request after a revalidation may serve the old page). */
async function reloadUntilVisible(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText(text, { exact: false }).count();
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThan(0);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a review with an avatar shows only after approval, with the new average', async ({
  page,
}) => {
  const author = `Khách Đánh Giá ${unique()}`;
  await page.goto('/vi/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Đánh giá' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Viết đánh giá của bạn' }).click();
  await expect(page.getByLabel('Họ và tên')).toBeFocused();
  // A file that is not an image is refused with the upload error text.
  await page.getByLabel('Ảnh đại diện (không bắt buộc)').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(
    page.getByText(
      'Không thể tải ảnh lên. Vui lòng chọn ảnh JPG, PNG hoặc GIF, dung lượng tối đa 5MB.',
    ),
  ).toBeVisible();
  const photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Ảnh đại diện (không bắt buộc)')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Đã tải ảnh lên.')).toBeVisible();

  // Submitting empty names the required fields.
  await page.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(page.getByText('Vui lòng kiểm tra lại các trường được đánh dấu.')).toBeVisible();
  await expect(page.getByLabel('Họ và tên')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Họ và tên').fill(author);
  await page.getByLabel('Nghề nghiệp (không bắt buộc)').fill('Kỹ sư');
  await page.getByLabel('4 sao').check();
  await page.getByLabel('Tiêu đề (không bắt buộc)').fill('<b>Rất đáng đi</b>');
  await page.getByLabel('Nội dung đánh giá').fill('Cảnh đẹp, cabin sạch sẽ.');
  await page.getByLabel('Loại dịch vụ').selectOption('cable-car');
  await page.getByLabel('Ngày tham quan').fill(vietnamDay(-2));
  await page.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'sẽ hiển thị sau khi được kiểm duyệt' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const row = queryRow<{ id: string; status: string; avatar_url: string }>(
    'SELECT id, status, avatar_url FROM reviews WHERE author_name = ?',
    author,
  );
  expect(row?.status).toBe('pending');
  expect(row?.avatar_url).toMatch(/^\/api\/uploads\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
  await page.reload();
  await expect(page.getByText(author)).toHaveCount(0);

  await approve(page, 'reviews', row?.id ?? '', 'reviews');
  await reloadUntilVisible(page, author);
  const stats = queryRow<{ average: number; n: number }>(
    "SELECT AVG(rating) AS average, COUNT(*) AS n FROM reviews WHERE status = 'approved'",
  );
  const average = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }).format(
    Math.round((stats?.average ?? 0) * 10) / 10,
  );
  await expect(page.getByText(`${average} trên 5`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${stats?.n} đánh giá`, { exact: true })).toBeVisible();
  const card = page.locator('article', { hasText: author });
  await expect(card.getByRole('img', { name: '4 trên 5 sao' })).toBeVisible();
  // The title is text, not markup.
  await expect(card.getByText('<b>Rất đáng đi</b>')).toBeVisible();
  const avatar = card.locator('img');
  await expect(avatar).toHaveAttribute('src', row?.avatar_url ?? '');
  const served = await page.request.get(row?.avatar_url ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
});

test('a comment and its reply show on the post only after approval; emails never do', async ({
  page,
}) => {
  const post = 'le-hoi-hoa-tam-giac-mach';
  const name = `Người Bình Luận ${unique()}`;
  const email = `comment-${unique()}@example.com`;
  await page.goto(`/vi/bai-viet/${post}`);
  await expect(page.getByRole('heading', { name: 'Bình luận' })).toBeVisible();
  await page.getByRole('button', { name: 'Viết bình luận' }).click();
  await page.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(page.getByText('Trường này là bắt buộc')).toHaveCount(3);
  await page.getByLabel('Họ và tên').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nội dung bình luận').fill('<script>alert(1)</script> Mùa hoa đẹp quá!');
  await page.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'sau khi được kiểm duyệt' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const root = queryRow<{ id: string; status: string }>(
    'SELECT id, status FROM comments WHERE name = ?',
    name,
  );
  expect(root?.status).toBe('pending');
  await approve(page, 'comments', root?.id ?? '', `comments:${post}`);
  await reloadUntilVisible(page, name);
  await expect(page.getByText('<script>alert(1)</script> Mùa hoa đẹp quá!')).toBeVisible();

  const replier = `Người Trả Lời ${unique()}`;
  await page.getByRole('button', { name: `Trả lời ${name}` }).click();
  await page.getByLabel('Họ và tên').fill(replier);
  await page.getByLabel('Email').fill(`reply-${unique()}@example.com`);
  await page.getByLabel('Nội dung bình luận').fill('Đồng ý!');
  await page.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'sau khi được kiểm duyệt' }),
  ).toBeVisible();
  const reply = queryRow<{ id: string; parent_id: string }>(
    'SELECT id, parent_id FROM comments WHERE name = ?',
    replier,
  );
  expect(reply?.parent_id).toBe(root?.id);
  await approve(page, 'comments', reply?.id ?? '', `comments:${post}`);
  await reloadUntilVisible(page, replier);
  const thread = page.locator('li', { hasText: name }).filter({ hasText: replier }).first();
  await expect(thread).toBeVisible();
  expect(await page.content()).not.toContain(email);
  await expectNoAxeViolations(page);
});

test('the quote dialog refuses yesterday, then stores and mails a request for next week', async ({
  page,
}) => {
  const email = `quote-${unique()}@example.com`;
  await page.goto('/vi/dich-vu/to-chuc-su-kien-doan');
  const opener = page.getByRole('button', { name: 'Yêu cầu báo giá' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Yêu cầu báo giá' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Họ và tên')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Họ và tên').fill('Trần Văn Bình');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Số điện thoại').fill('0912 345 678');
  await dialog.getByLabel('Ngày khởi hành').fill(vietnamDay(-1));
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(dialog.getByText('Ngày khởi hành không được ở trong quá khứ')).toBeVisible();
  await expect(dialog.getByLabel('Ngày khởi hành')).toHaveAttribute('aria-invalid', 'true');
  expect(queryRow('SELECT id FROM leads WHERE email = ?', email)).toBeUndefined();

  await dialog.getByLabel('Ngày khởi hành').fill(vietnamDay(7));
  await dialog.getByLabel('Lời nhắn (không bắt buộc)').fill('Đoàn 45 người');
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Yêu cầu báo giá đã được gửi' }),
  ).toBeVisible();
  const lead = queryRow<{ kind: string; departure_date: string; subject: string }>(
    'SELECT kind, departure_date, subject FROM leads WHERE email = ?',
    email,
  );
  expect(lead).toEqual({
    kind: 'quote',
    departure_date: vietnamDay(7),
    subject: 'Tổ chức sự kiện đoàn',
  });
  await expect
    .poll(
      () =>
        fs.existsSync(E2E_OUTBOX_DIR) &&
        fs
          .readdirSync(E2E_OUTBOX_DIR)
          .some((file) => fs.readFileSync(path.join(E2E_OUTBOX_DIR, file), 'utf8').includes(email)),
      { timeout: 10_000 },
    )
    .toBe(true);
});

test('the contact form stores a lead', async ({ page }) => {
  const email = `contact-${unique()}@example.com`;
  await page.goto('/vi/lien-he');
  await expectNoAxeViolations(page);
  await page.getByLabel('Họ và tên').fill('Phạm Thu');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Lời nhắn').fill('Cho hỏi giờ mở cửa dịp Tết?');
  await page.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tin nhắn đã được gửi' })).toBeVisible();
  expect(
    queryRow<{ kind: string; phone: string | null }>(
      'SELECT kind, phone FROM leads WHERE email = ?',
      email,
    ),
  ).toEqual({ kind: 'contact', phone: null });
  await expect(
    page.getByRole('button', { name: 'Đoàn trên 50 người? Yêu cầu báo giá' }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/reviews and a post read without JavaScript', async ({ page }) => {
    await page.goto('/vi/reviews');
    await expect(page.getByText('Điểm trung bình')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Đánh giá của du khách' })).toBeVisible();
    await page.goto('/vi/bai-viet/le-hoi-hoa-tam-giac-mach');
    await expect(page.getByRole('heading', { name: 'Bình luận' })).toBeVisible();
    await expect(page.getByRole('article')).toBeVisible();
  });

  test('/en/reviews is in English', async ({ page }) => {
    await page.goto('/en/reviews');
    await expect(page.getByText('Average rating')).toBeVisible();
  });
});
