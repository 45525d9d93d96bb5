import { foldForSearch, searchUnits } from './search';

const units = [
  { code: '79', name: 'Thành phố Hồ Chí Minh', aliases: ['Bình Dương', 'Bà Rịa - Vũng Tàu'] },
  { code: '56', name: 'Tỉnh Khánh Hoà', aliases: ['Ninh Thuận'] },
  { code: '01', name: 'Thành phố Hà Nội', aliases: ['Hanoi'] },
  { code: '20', name: 'Tỉnh Lạng Sơn', aliases: [] },
  { code: '14', name: 'Tỉnh Sơn La', aliases: [] },
];

describe('searchUnits', () => {
  it('finds by name without tone marks or case', () => {
    expect(searchUnits(units, 'ho chi minh').map((u) => u.code)).toEqual(['79']);
    expect(searchUnits(units, 'lạng').map((u) => u.code)).toEqual(['20']);
  });

  it('finds a merged province by its former name', () => {
    expect(searchUnits(units, 'Bình Dương').map((u) => u.code)).toEqual(['79']);
    expect(searchUnits(units, 'vung tau').map((u) => u.code)).toEqual(['79']);
  });

  it('matches old and new tone placement alike', () => {
    expect(searchUnits(units, 'Khánh Hòa').map((u) => u.code)).toEqual(['56']);
  });

  it('puts the words typed in a row first: "son la" is Sơn La before Lạng Sơn', () => {
    expect(searchUnits(units, 'SƠN LA').map((u) => u.code)).toEqual(['14', '20']);
  });

  it('lists everything for an empty query', () => {
    expect(searchUnits(units, '  ')).toHaveLength(5);
  });
});

describe('foldForSearch', () => {
  it('folds đ and collapses spaces', () => {
    expect(foldForSearch('  Đà   Nẵng ')).toBe('da nang');
  });
});
