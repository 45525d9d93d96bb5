import { createAnalytics, type AnalyticsSinks } from './events';

function recordingSinks() {
  const ga: unknown[][] = [];
  const pixel: unknown[][] = [];
  const sinks: AnalyticsSinks = {
    gtag:
      () =>
      (...args) =>
        void ga.push(args),
    fbq:
      () =>
      (...args) =>
        void pixel.push(args),
  };
  return { ga, pixel, sinks };
}

const ticket = {
  item_id: 've-cap-treo-nguoi-lon',
  item_name: 'Vé cáp treo người lớn',
  item_category: 'Vé',
  price: 350_000,
};

describe('analytics events', () => {
  it('sends page_view with the path and the pixel PageView', () => {
    const { ga, pixel, sinks } = recordingSinks();
    createAnalytics(sinks).pageView('/vi/thuc-don');
    expect(ga).toEqual([['event', 'page_view', { page_path: '/vi/thuc-don' }]]);
    expect(pixel).toEqual([['track', 'PageView', {}]]);
  });

  it('sends purchase with transaction, value, currency and items', () => {
    const { ga, pixel, sinks } = recordingSinks();
    const items = [{ ...ticket, quantity: 2 }];
    createAnalytics(sinks).purchase({ transaction_id: 'DH-1001', value: 700_000, items });
    expect(ga).toEqual([
      ['event', 'purchase', { transaction_id: 'DH-1001', value: 700_000, currency: 'VND', items }],
    ]);
    expect(pixel[0]?.[1]).toBe('Purchase');
    expect(pixel[0]?.[2]).toMatchObject({
      value: 700_000,
      currency: 'VND',
      content_ids: [ticket.item_id],
      num_items: 2,
    });
  });

  it('always adds to the cart with quantity 1', () => {
    const { ga, pixel, sinks } = recordingSinks();
    createAnalytics(sinks).addToCart(ticket);
    expect(ga[0]).toEqual([
      'event',
      'add_to_cart',
      { currency: 'VND', value: 350_000, items: [{ ...ticket, quantity: 1 }] },
    ]);
    expect(pixel[0]?.[1]).toBe('AddToCart');
    expect(pixel[0]?.[2]).toMatchObject({
      contents: [{ id: ticket.item_id, quantity: 1, item_price: 350_000 }],
    });
  });

  it('maps every event to the pixel name of the spec', () => {
    const { ga, pixel, sinks } = recordingSinks();
    const a = createAnalytics(sinks);
    a.beginCheckout({ value: 350_000, items: [{ ...ticket, quantity: 1 }] });
    a.viewItem({ ...ticket, quantity: 1 });
    a.search('cáp treo');
    a.generateLead();
    a.generateLead(1_000_000);
    a.contact();
    expect(ga.map((call) => call[1])).toEqual([
      'begin_checkout',
      'view_item',
      'search',
      'generate_lead',
      'generate_lead',
      'contact',
    ]);
    expect(pixel.map((call) => call[1])).toEqual([
      'InitiateCheckout',
      'ViewContent',
      'Search',
      'Lead',
      'Lead',
      'Contact',
    ]);
    expect(ga[2]?.[2]).toEqual({ search_term: 'cáp treo' });
    expect(ga[3]?.[2]).toEqual({});
    expect(ga[4]?.[2]).toEqual({ value: 1_000_000, currency: 'VND' });
  });

  it('sends nothing and throws nothing when no tracker is installed', () => {
    const a = createAnalytics({ gtag: () => undefined, fbq: () => undefined });
    expect(() => {
      a.pageView('/vi');
      a.contact();
    }).not.toThrow();
  });

  it('keeps the page alive when a tracker script throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = createAnalytics({
      gtag: () => () => {
        throw new Error('blocked');
      },
      fbq: () => undefined,
    });
    expect(() => a.search('x')).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
