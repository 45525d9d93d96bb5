import vi from '@/messages/vi.json';
import en from '@/messages/en.json';
import {
  blankToNull,
  blankToUndefined,
  fromServer,
  loginFormSchema,
  profileFormSchema,
  registerFormSchema,
  validate,
} from './validation';

const validRegistration = {
  email: 'an.nguyen@example.vn',
  password: 'matkhau123',
  confirmPassword: 'matkhau123',
  firstName: 'An',
  lastName: undefined,
  phone: undefined,
};

describe('form validation', () => {
  it('asks for both login fields', () => {
    const result = validate(loginFormSchema, { email: '', password: '' });
    expect(result).toEqual({
      ok: false,
      errors: { email: { key: 'required' }, password: { key: 'required' } },
    });
  });

  it('rejects an invalid email', () => {
    const result = validate(loginFormSchema, { email: 'an@', password: 'x' });
    expect(result.ok === false && result.errors.email).toEqual({ key: 'email' });
  });

  it('normalises the email the way the server does', () => {
    const result = validate(loginFormSchema, { email: '  An@Example.VN ', password: 'x' });
    expect(result.ok && result.data.email).toBe('an@example.vn');
  });

  it('gives the minimum and maximum password length', () => {
    const short = validate(registerFormSchema, {
      ...validRegistration,
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.ok === false && short.errors.password).toEqual({ key: 'min', values: { min: 8 } });
    const long = 'a'.repeat(129);
    const tooLong = validate(registerFormSchema, {
      ...validRegistration,
      password: long,
      confirmPassword: long,
    });
    expect(tooLong.ok === false && tooLong.errors.password).toEqual({
      key: 'max',
      values: { max: 128 },
    });
  });

  it('says when the passwords do not match', () => {
    const result = validate(registerFormSchema, {
      ...validRegistration,
      confirmPassword: 'khac12345',
    });
    expect(result.ok === false && result.errors).toEqual({
      confirmPassword: { key: 'passwordMismatch' },
    });
  });

  it('rejects an invalid phone number and accepts a Vietnamese one', () => {
    const bad = validate(registerFormSchema, { ...validRegistration, phone: '12ab' });
    expect(bad.ok === false && bad.errors.phone).toEqual({ key: 'phone' });
    const good = validate(registerFormSchema, { ...validRegistration, phone: '0912 345 678' });
    expect(good.ok && good.data.phone).toBe('+84912345678');
  });

  it('requires a first name on the profile and lets the other fields be cleared', () => {
    const result = validate(profileFormSchema, { firstName: ' ', lastName: null, phone: null });
    expect(result.ok === false && result.errors).toEqual({ firstName: { key: 'required' } });
    const cleared = validate(profileFormSchema, {
      firstName: 'An',
      lastName: blankToNull(''),
      phone: blankToNull(' '),
    });
    expect(cleared).toEqual({ ok: true, data: { firstName: 'An', lastName: null, phone: null } });
    expect(blankToUndefined('')).toBeUndefined();
  });

  it('refuses a password equal to the email or its local part, case-insensitively', () => {
    for (const password of ['an.nguyen@example.vn', 'AN.NGUYEN']) {
      const result = validate(registerFormSchema, {
        ...validRegistration,
        password,
        confirmPassword: password,
      });
      expect(result.ok === false && result.errors.password).toEqual({ key: 'passwordEmail' });
    }
  });

  it('refuses a blank password of spaces as required', () => {
    const blank = ' '.repeat(8);
    const result = validate(registerFormSchema, {
      ...validRegistration,
      password: blank,
      confirmPassword: blank,
    });
    expect(result.ok === false && result.errors.password).toEqual({ key: 'required' });
  });

  it('maps a refused character to invalidText, in names, phone and email alike', () => {
    const result = validate(registerFormSchema, {
      ...validRegistration,
      email: 'an\u202E@example.vn',
      firstName: '\u200B\u200B',
      lastName: 'ab\uD800c',
      phone: '0912\u0000345678',
    });
    expect(result.ok === false && result.errors).toEqual({
      email: { key: 'invalidText' },
      firstName: { key: 'invalidText' },
      lastName: { key: 'invalidText' },
      phone: { key: 'invalidText' },
    });
  });

  it("shows the server's field errors by their key in the page's language, others as sent", () => {
    const common = 'Mật khẩu này quá phổ biến hoặc dễ đoán, vui lòng chọn mật khẩu khác';
    expect(fromServer({ key: 'passwordCommon' }, common)).toEqual({ key: 'passwordCommon' });
    // The key decides, whatever the words: a reworded server text still reads in English.
    expect(fromServer({ key: 'invalidText' }, 'Ký tự lạ')).toEqual({ key: 'invalidText' });
    expect(fromServer({ key: 'max', values: { max: 100 } }, 'x')).toEqual({
      key: 'max',
      values: { max: 100 },
    });
    expect(fromServer(undefined, common)).toBe(common);
    expect(fromServer({ key: 'datePast' }, 'Lỗi khác')).toBe('Lỗi khác');
    expect(fromServer(undefined, undefined)).toBeUndefined();
  });

  it('has a message in both languages for every key, with the limits as placeholders', () => {
    const keys = [
      'required',
      'email',
      'min',
      'max',
      'passwordMismatch',
      'phone',
      'passwordEmail',
      'passwordCommon',
      'invalidText',
    ] as const;
    for (const key of keys) {
      expect(vi.Validation[key]).toBeTruthy();
      expect(en.Validation[key]).toBeTruthy();
    }
    expect(vi.Validation.min).toContain('{min}');
    expect(vi.Validation.max).toContain('{max}');
    expect(en.Validation.min).toContain('{min}');
    expect(vi.Validation).toMatchObject({
      required: 'Trường này là bắt buộc',
      email: 'Email không hợp lệ',
      passwordMismatch: 'Mật khẩu không khớp',
      phone: 'Số điện thoại không hợp lệ',
      invalidText: 'Nội dung chứa ký tự không hợp lệ',
    });
    expect(en.Validation.invalidText).toBe('Contains characters that are not allowed');
  });
});
