import { describe, expect, it } from 'vitest';
import { addressKey } from './viewer';

describe('addressKey (the per-address cap on new visitors, issue 25 finding 3)', () => {
  it('is the whole IPv4 address, mapped or not', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1::5')).toBe(key);
    expect(addressKey('2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(addressKey('2001:db8::1:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:0:2::5')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
