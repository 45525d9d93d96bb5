import { normalizeAddress, parseTrustedProxies, resolveClientAddress } from './client-address.mjs';

describe('parseTrustedProxies', () => {
  it('is null when unset or blank', () => {
    expect(parseTrustedProxies(undefined)).toBeNull();
    expect(parseTrustedProxies(' , ')).toBeNull();
  });

  it('accepts addresses and CIDR ranges of both families', () => {
    const list = parseTrustedProxies('127.0.0.1, 10.0.0.0/8,::1,fd00::/8');
    expect(list?.check('10.20.30.40', 'ipv4')).toBe(true);
    expect(list?.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(list?.check('127.0.0.2', 'ipv4')).toBe(false);
    expect(list?.check('fd12::1', 'ipv6')).toBe(true);
    expect(list?.check('::1', 'ipv6')).toBe(true);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0.0/', '10.0.0.0/x', '1.2.3'])(
    'refuses %p',
    (value) => {
      expect(() => parseTrustedProxies(value)).toThrow(/TRUSTED_PROXIES/);
    },
  );
});

describe('resolveClientAddress', () => {
  const trusted = parseTrustedProxies('127.0.0.1,10.0.0.0/8');

  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    for (const forwardedFor of ['10.88.0.1', '', ',', '1.1.1.1, 2.2.2.2', undefined]) {
      expect(
        resolveClientAddress({ socketAddress: '203.0.113.9', forwardedFor, trusted: null }),
      ).toEqual({ address: '203.0.113.9', viaTrustedProxy: false });
    }
  });

  it('is the socket address when the peer is not a trusted proxy', () => {
    expect(
      resolveClientAddress({ socketAddress: '198.51.100.7', forwardedFor: '10.88.0.1', trusted })
        .address,
    ).toBe('198.51.100.7');
  });

  it('reads X-Forwarded-For from the right, skipping trusted hops', () => {
    expect(
      resolveClientAddress({
        socketAddress: '::ffff:127.0.0.1',
        forwardedFor: '6.6.6.6, 198.51.100.7, 10.1.2.3',
        trusted,
      }),
    ).toEqual({ address: '198.51.100.7', viaTrustedProxy: true });
  });

  it('ignores what the client wrote to the left of the address its proxy saw', () => {
    const a = resolveClientAddress({
      socketAddress: '127.0.0.1',
      forwardedFor: '10.88.0.1, 198.51.100.7',
      trusted,
    });
    const b = resolveClientAddress({
      socketAddress: '127.0.0.1',
      forwardedFor: '10.88.0.2, 198.51.100.7',
      trusted,
    });
    expect(a.address).toBe('198.51.100.7');
    expect(b.address).toBe(a.address);
  });

  it('falls back to the nearest trusted hop on an empty or malformed header', () => {
    for (const forwardedFor of ['', ',', 'garbage', undefined]) {
      expect(
        resolveClientAddress({ socketAddress: '127.0.0.1', forwardedFor, trusted }).address,
      ).toBe('127.0.0.1');
    }
  });

  it('normalizes IPv4-mapped and upper-case IPv6 addresses', () => {
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
  });
});
