import { TICKET_CARD_DEFAULTS, ticketCardStyle } from './ticket-card-style';

describe('ticket-card style', () => {
  it('uses the spec defaults without a config', () => {
    expect(ticketCardStyle(null)).toEqual(TICKET_CARD_DEFAULTS);
    expect(ticketCardStyle([])).toEqual(TICKET_CARD_DEFAULTS);
    expect(TICKET_CARD_DEFAULTS.imageHeight).toBe(400);
    expect(Object.values(TICKET_CARD_DEFAULTS.showLabels)).toEqual([true, true, true, true]);
    expect(TICKET_CARD_DEFAULTS.labelStyles.featured).toEqual({
      backgroundColor: '#f59e0b',
      textColor: '#ffffff',
    });
    expect(TICKET_CARD_DEFAULTS.labelStyles.new.backgroundColor).toBe('#3b82f6');
    expect(TICKET_CARD_DEFAULTS.labelStyles.sale.backgroundColor).toBe('#ef4444');
    expect(TICKET_CARD_DEFAULTS.labelStyles.discount.backgroundColor).toBe('#ef4444');
  });

  it('merges the server settings over the defaults field by field', () => {
    const style = ticketCardStyle([
      { type: 'hero', settings: { imageHeight: 900 } },
      {
        type: 'ticket-card',
        settings: {
          imageHeight: 320,
          showLabels: { sale: false },
          labelStyles: { new: { backgroundColor: '#16a34a' } },
        },
      },
    ]);
    expect(style.imageHeight).toBe(320);
    expect(style.showLabels).toEqual({ featured: true, new: true, sale: false, discount: true });
    expect(style.labelStyles.new).toEqual({ backgroundColor: '#16a34a', textColor: '#ffffff' });
    expect(style.labelStyles.featured).toEqual(TICKET_CARD_DEFAULTS.labelStyles.featured);
  });

  it('ignores values of the wrong type and inactive configs', () => {
    expect(
      ticketCardStyle([
        {
          type: 'ticket-card',
          settings: {
            imageHeight: '400px',
            showLabels: { new: 'no' },
            labelStyles: { sale: { textColor: 'x;}' } },
          },
        },
      ]),
    ).toEqual(TICKET_CARD_DEFAULTS);
    expect(
      ticketCardStyle([{ type: 'ticket-card', isActive: false, settings: { imageHeight: 100 } }]),
    ).toEqual(TICKET_CARD_DEFAULTS);
  });
});
