import { createSessionId, isSessionId } from './session-id';

describe('visitor session ids', () => {
  it('are the time in base 36, an underscore and 128 random bits in hex', () => {
    const now = Date.UTC(2026, 4, 1);
    const id = createSessionId(now, (bytes) => bytes.fill(0xab));
    expect(id).toBe(`${now.toString(36)}_${'ab'.repeat(16)}`);
    expect(isSessionId(id)).toBe(true);
  });

  it('draw a fresh random part every time from the platform CSPRNG', () => {
    const ids = new Set(Array.from({ length: 100 }, () => createSessionId(0)));
    expect(ids.size).toBe(100);
  });

  it.each([
    ['the old short shape', 'lq2x9abc-k3j2h1ab'],
    ['a random part of 64 bits', `lq2x9abc_${'a'.repeat(16)}`],
    ['upper-case hex', `lq2x9abc_${'A'.repeat(32)}`],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('refuse %s', (_, value) => {
    expect(isSessionId(value)).toBe(false);
  });
});
