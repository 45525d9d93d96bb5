import { validateInvoice } from './invoice-form';

function formWith(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

describe('validateInvoice', () => {
  it('asks for nothing when the box is not ticked', () => {
    expect(validateInvoice(formWith({ 'invoice.taxCode': 'junk' }))).toEqual({
      ok: true,
      data: undefined,
    });
  });

  it('names the tax code whose check digit is wrong, and the missing fields', () => {
    const result = validateInvoice(
      formWith({
        'invoice.requested': 'on',
        'invoice.kind': 'company',
        'invoice.companyName': 'Công ty TNHH Mây',
        'invoice.taxCode': '0100109107',
        'invoice.email': 'a@b.vn',
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: { 'invoice.taxCode': { key: 'taxCode' }, 'invoice.address': { key: 'required' } },
    });
  });

  it('reads an individual’s request with a citizen ID', () => {
    expect(
      validateInvoice(
        formWith({
          'invoice.requested': 'on',
          'invoice.kind': 'person',
          'invoice.citizenId': '001 099 012 345',
          'invoice.fullName': 'Lê Văn An',
          'invoice.email': 'An@B.vn',
        }),
      ),
    ).toEqual({
      ok: true,
      data: { citizenId: '001099012345', fullName: 'Lê Văn An', email: 'an@b.vn' },
    });
  });
});
