import { describeLcpRequests, groupLcpRequests } from './lcp-graph.mjs';

describe('groupLcpRequests', () => {
  it('groups the requests by type, largest first, and counts missing sizes as 0', () => {
    expect(
      groupLcpRequests([
        { resourceType: 'Image', transferSize: 9567 },
        { resourceType: 'Script', transferSize: 74515 },
        { resourceType: 'Stylesheet', transferSize: 9573 },
        { resourceType: 'Script', transferSize: 3304 },
        { resourceType: 'Ping' },
      ]),
    ).toEqual([
      { type: 'script', count: 2, bytes: 77819 },
      { type: 'stylesheet', count: 1, bytes: 9573 },
      { type: 'image', count: 1, bytes: 9567 },
      { type: 'other', count: 1, bytes: 0 },
    ]);
  });
});

describe('describeLcpRequests', () => {
  it('names each type with its count and weight', () => {
    expect(
      describeLcpRequests([
        { resourceType: 'Image', transferSize: 9567 },
        { resourceType: 'Stylesheet', transferSize: 9643 },
        { resourceType: 'Script', transferSize: 45327 },
        { resourceType: 'Script', transferSize: 5525 },
      ]),
    ).toBe('2 scripts 50.9 kB, 1 stylesheet 9.6 kB, 1 image 9.6 kB');
  });

  it('says so when the paint waited for the document alone', () => {
    expect(describeLcpRequests([])).toBe('nothing but the document');
  });
});
