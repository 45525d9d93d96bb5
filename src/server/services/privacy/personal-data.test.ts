import { reducedAddress } from './personal-data';

describe('reducedAddress', () => {
  it('keeps the two-level area and the country, and blanks the person and the street', () => {
    const reduced = JSON.parse(
      reducedAddress(
        JSON.stringify({
          fullName: 'Nguyễn Thị Lan',
          phone: '+84912345678',
          address: '12 Lê Lợi',
          city: 'Phường Tô Hiệu',
          state: 'Tỉnh Sơn La',
          province: { code: '14', name: 'Tỉnh Sơn La' },
          ward: { code: '03646', name: 'Phường Tô Hiệu' },
          geoVersion: 'vn-units-2025@v4.2.0',
          country: 'VN',
          postalCode: null,
        }),
      ),
    ) as Record<string, unknown>;
    expect(reduced).toEqual({
      fullName: '',
      phone: '',
      address: '',
      city: 'Phường Tô Hiệu',
      state: 'Tỉnh Sơn La',
      province: { code: '14', name: 'Tỉnh Sơn La' },
      ward: { code: '03646', name: 'Phường Tô Hiệu' },
      geoVersion: 'vn-units-2025@v4.2.0',
      country: 'VN',
      postalCode: '',
    });
  });
});
