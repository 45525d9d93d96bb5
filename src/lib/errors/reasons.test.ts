import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { REASON_KEYS } from './reasons';

/** Every message key in a messages file, at any depth (`errors.<reason>` lives in several namespaces). */
function messageKeys(messages: object): Set<string> {
  const keys = new Set<string>();
  const walk = (node: object) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') keys.add(key);
      else if (value && typeof value === 'object') walk(value as object);
    }
  };
  walk(messages);
  return keys;
}

describe('the closed set of refusal reasons', () => {
  it.each([
    ['vi', vi],
    ['en', en],
  ])('has a text for every key in %s', (_, messages) => {
    const keys = messageKeys(messages);
    expect(REASON_KEYS.filter((reason) => !keys.has(reason))).toEqual([]);
  });

  it('names each reason once', () => {
    expect(new Set(REASON_KEYS).size).toBe(REASON_KEYS.length);
  });
});
