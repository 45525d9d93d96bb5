// The payment deadline of a visit date, the calendar file and the development key: pure or file-local pieces.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paymentDeadline } from '../orders';
import { getTicketCatalog } from './ticket-catalog';
import { newAccessKey, newTicketCode } from '../../db/ticket-codes';
import { ticketIcs } from './ticket-ics';
import { devSigningKey } from '../signing/signing-key';
import type { ETicketView } from './ticket-view';

describe('payment deadline', () => {
  it('lets an unpaid booking live until the visit day starts, or until closing time for today', () => {
    const catalog = getTicketCatalog();
    const now = new Date('2026-11-22T03:00:00Z');
    expect(paymentDeadline(catalog, '2026-11-25', now)).toBe('2026-11-24T17:00:00.000Z');
    expect(paymentDeadline(catalog, '2026-11-22', now)).toBe('2026-11-22T10:30:00.000Z');
  });
});

describe('ticket identifiers', () => {
  it('draws codes of VE- and 10 Crockford characters and 144-bit access keys, all different', () => {
    const codes = new Set(Array.from({ length: 2000 }, newTicketCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^VE-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(newAccessKey()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

describe('calendar file', () => {
  it('is one all-day event on the visit date at the station', () => {
    const ticket: ETicketView = {
      code: 'VE-ABCDEFGHJK',
      accessKey: 'k'.repeat(24),
      ticketType: 've-nguoi-lon',
      name: 'Vé người lớn',
      visitDate: '2026-12-31',
      quantity: 2,
      personType: null,
      personName: null,
      unit: 'line:0',
      bundle: false,
      status: 'issued',
      validity: 'Chỉ có giá trị trong ngày 31/12/2026',
      buyerName: 'Lan',
      orderCode: 'NM-ABCDEFGH',
      token: 't',
      qrSvg: '<svg/>',
      icsUrl: '/api/tickets/x/ics',
      url: `/vi/ve-dien-tu/${'k'.repeat(24)}`,
    };
    const ics = ticketIcs(ticket, getTicketCatalog(), {
      locale: 'vi',
      siteUrl: 'https://example.vn',
    });
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261231');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20270101');
    expect(unfolded).toContain('LOCATION:Ga cáp treo Núi Mây');
    // Two levels since 1 July 2025: the commune, then the province, no district.
    expect(unfolded).toMatch(/LOCATION:[^\r\n]*Xã Tà Xùa\\?, Tỉnh Sơn La/);
    expect(unfolded).not.toMatch(/huyện/i);
    expect(unfolded).toContain('VE-ABCDEFGHJK');
    expect(unfolded).toContain(`https://example.vn/vi/ve-dien-tu/${'k'.repeat(24)}`);
  });
});

describe('development signing key', () => {
  it('is generated once and read back by every later (or concurrent) start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticket-key-'));
    const file = path.join(dir, 'nested', 'ticket-signing-key.json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const keys = await Promise.all([
        devSigningKey(file),
        devSigningKey(file),
        devSigningKey(file),
      ]);
      const again = await devSigningKey(file);
      expect(new Set([...keys, again].map((k) => k.kid)).size).toBe(1);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      warn.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
