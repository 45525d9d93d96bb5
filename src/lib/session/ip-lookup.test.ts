import { IP_SERVICES, lookupNetwork } from './ip-lookup';

type Answer = Record<string, unknown> | 'hang' | 'error' | number;

function fakeFetch(answers: Record<string, Answer>) {
  const urls: string[] = [];
  const fetch = jest.fn((url: string, init?: RequestInit) => {
    urls.push(url);
    const answer = answers[url] ?? 'error';
    if (answer === 'error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    }
    if (typeof answer === 'number') return Promise.resolve(new Response('', { status: answer }));
    return Promise.resolve(Response.json(answer));
  });
  return { fetch, urls };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the IP and country lookup', () => {
  it('stops at the first service when it answers both ip and country', async () => {
    const { fetch, urls } = fakeFetch({ [IP_SERVICES.info]: { ip: '203.0.113.9', country: 'vn' } });
    expect(await lookupNetwork(fetch)).toEqual({ ip: '203.0.113.9', country: 'VN' });
    expect(urls).toEqual([IP_SERVICES.info]);
  });

  it('tries the services in order and accepts only answers with the needed field', async () => {
    const { fetch, urls } = fakeFetch({
      [IP_SERVICES.info]: { hostname: 'x' },
      [IP_SERVICES.ip]: { ip: '198.51.100.7' },
      [IP_SERVICES.countries[0]]: { country_name: 'Vietnam' },
      [IP_SERVICES.countries[1]]: { country_code: 'VN' },
    });
    expect(await lookupNetwork(fetch)).toEqual({ ip: '198.51.100.7', country: 'VN' });
    expect(urls).toEqual([IP_SERVICES.info, IP_SERVICES.ip, ...IP_SERVICES.countries]);
  });

  it('reports "unknown" and "XX" when every service fails', async () => {
    const { fetch } = fakeFetch({ [IP_SERVICES.ip]: 500 });
    expect(await lookupNetwork(fetch)).toEqual({ ip: 'unknown', country: 'XX' });
  });

  it('gives each service 1.5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const { fetch, urls } = fakeFetch({
        [IP_SERVICES.info]: 'hang',
        [IP_SERVICES.ip]: { ip: '198.51.100.7' },
        [IP_SERVICES.countries[0]]: { country_code: 'VN' },
      });
      const result = lookupNetwork(fetch);
      await jest.advanceTimersByTimeAsync(1_499);
      expect(urls).toEqual([IP_SERVICES.info]);
      await jest.advanceTimersByTimeAsync(1);
      expect(await result).toEqual({ ip: '198.51.100.7', country: 'VN' });
    } finally {
      jest.useRealTimers();
    }
  });
});
