import {
  invoiceInput,
  isValidCitizenId,
  isValidTaxCode,
  INVALID_TAX_CODE_MESSAGE,
} from './invoice';

describe('isValidTaxCode', () => {
  it('accepts a ten-digit code whose check digit matches', () => {
    expect(isValidTaxCode('0100109106')).toBe(true);
  });

  it('refuses the same code with a wrong check digit', () => {
    expect(isValidTaxCode('0100109107')).toBe(false);
  });

  it('accepts a branch code of the company (10-3) and refuses branch 000', () => {
    expect(isValidTaxCode('0100109106-001')).toBe(true);
    expect(isValidTaxCode('0100109106-000')).toBe(false);
    expect(isValidTaxCode('0100109107-001')).toBe(false);
  });

  it('refuses other lengths and letters', () => {
    for (const value of ['010010910', '01001091066', '010010910A', '0100109106-01', '']) {
      expect(isValidTaxCode(value)).toBe(false);
    }
  });

  it('refuses a code whose weighted sum leaves no valid check digit', () => {
    // Σ = 0 → 10 − 0 = 10, which is no digit.
    expect(isValidTaxCode('0000000000')).toBe(false);
  });
});

describe('isValidCitizenId', () => {
  it('accepts twelve digits with a province code and refuses the rest', () => {
    expect(isValidCitizenId('001099012345')).toBe(true);
    expect(isValidCitizenId('000099012345')).toBe(false);
    expect(isValidCitizenId('097099012345')).toBe(false);
    expect(isValidCitizenId('00109901234')).toBe(false);
  });
});

describe('invoiceInput', () => {
  const company = {
    companyName: 'Công ty TNHH Núi Mây',
    taxCode: '0100 109 106',
    address: '1 Đường Lê Lợi, Phường Sơn La, Tỉnh Sơn La',
    email: 'KeToan@Example.vn',
  };

  it('parses a company request, dropping spaces in the tax code and lowering the email', () => {
    expect(invoiceInput.parse(company)).toEqual({
      ...company,
      taxCode: '0100109106',
      email: 'ketoan@example.vn',
    });
  });

  it('refuses a company request whose tax code fails the check digit', () => {
    const result = invoiceInput.safeParse({ ...company, taxCode: '0100109107' });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(INVALID_TAX_CODE_MESSAGE);
  });

  it('parses an individual request with a citizen ID', () => {
    expect(
      invoiceInput.parse({ citizenId: '001099012345', fullName: 'Lê Văn An', email: 'a@b.vn' }),
    ).toEqual({ citizenId: '001099012345', fullName: 'Lê Văn An', email: 'a@b.vn' });
  });

  it('refuses a mix of both shapes and a name with control characters', () => {
    expect(invoiceInput.safeParse({ ...company, citizenId: '001099012345' }).success).toBe(false);
    expect(invoiceInput.safeParse({ ...company, companyName: 'Công ty\u202Eabc' }).success).toBe(
      false,
    );
  });
});
