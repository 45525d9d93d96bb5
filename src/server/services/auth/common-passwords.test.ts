import { isCommonPassword } from './common-passwords';

describe('the common-password check', () => {
  it.each([
    'password',
    'Password',
    '12345678',
    'qwertyuiop',
    'iloveyou',
    'anhyeuem',
    'aaaaaaaa',
    'abababab',
    '123123123',
    'abcdefgh',
    '98765432',
    'captreo2024!',
    'matkhau123',
  ])('refuses %j', (value) => {
    expect(isCommonPassword(value)).toBe(true);
  });

  it.each([
    'mây trắng trên đỉnh núi',
    'may-tren-dinh-nui-9',
    've-cap-treo-hai-chieu',
    'Tx9#qLm2vR',
  ])('accepts %j', (value) => {
    expect(isCommonPassword(value)).toBe(false);
  });
});
