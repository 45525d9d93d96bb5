// The forms show the procedures' own rules in the page's language: each schema message maps to
// its CommunityErrors key, and the server's field errors by the keys sent beside their texts.
import { vietnamDate } from '@/lib/calendar';
import { TRPCClientError } from '@trpc/client';
import { contactInput, quoteInput } from '@/lib/validation/community';
import { check, serverErrors } from './form-check';
import type { ErrorTexts } from './error-texts';

const en: ErrorTexts = {
  required: 'This field is required',
  email: 'Invalid email address',
  min: 'At least {min} characters',
  max: 'At most {max} characters',
  phone: 'Invalid phone number',
  invalidText: 'Not allowed',
  dateRequired: 'Please choose a date',
  dateInvalid: 'Invalid date',
  datePast: 'The departure date cannot be in the past',
  dateFuture: 'The date of visit cannot be in the future',
  rating: 'Stars',
  serviceType: 'Service',
};

const yesterday = vietnamDate(new Date(Date.now() - 86_400_000));

describe('check', () => {
  it('names every refused quote field in English', () => {
    const result = check(
      quoteInput,
      { fullName: ' ', email: 'nope', phone: 'abc', departureDate: yesterday, locale: 'en' },
      en,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: en.required,
        email: en.email,
        phone: en.phone,
        departureDate: en.datePast,
      },
    });
  });

  it('tells a missing date from an impossible one', () => {
    const missing = check(quoteInput, { departureDate: '' }, en);
    const impossible = check(quoteInput, { departureDate: '2027-02-30' }, en);
    expect(!missing.ok && missing.errors.departureDate).toBe(en.dateRequired);
    expect(!impossible.ok && impossible.errors.departureDate).toBe(en.dateInvalid);
  });

  it('fills in the maximum length and refuses control characters', () => {
    const result = check(
      contactInput,
      { fullName: 'A\u202E', email: 'a@example.com', message: 'x'.repeat(2001) },
      en,
    );
    expect(result).toEqual({
      ok: false,
      errors: { fullName: en.invalidText, message: 'At most 2000 characters' },
    });
  });

  it('passes good input through the schema', () => {
    const result = check(
      contactInput,
      { fullName: 'Thu', email: 'THU@example.com', phone: '', message: 'Xin chào' },
      en,
    );
    expect(result).toEqual({
      ok: true,
      data: {
        fullName: 'Thu',
        email: 'thu@example.com',
        phone: null,
        message: 'Xin chào',
        locale: 'vi',
      },
    });
  });
});

describe('serverErrors', () => {
  it("shows the server's field errors by the keys it sends, whatever their words", () => {
    const error = new TRPCClientError('Dữ liệu không hợp lệ', {
      result: {
        error: {
          message: 'Dữ liệu không hợp lệ',
          code: -32600,
          data: {
            code: 'BAD_REQUEST',
            zodError: {
              formErrors: [],
              fieldErrors: {
                departureDate: ['Ngày khởi hành không được ở trong quá khứ'],
                email: ['Email không hợp lệ'],
                fullName: ['Tối đa 100 ký tự'],
              },
            },
            fieldIssues: {
              departureDate: { key: 'datePast' },
              email: { key: 'email' },
              fullName: { key: 'max', values: { max: 100 } },
            },
          },
        },
      },
    });
    expect(serverErrors(error, en)).toEqual({
      departureDate: en.datePast,
      email: en.email,
      fullName: 'At most 100 characters',
    });
  });
});
