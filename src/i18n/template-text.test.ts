import compile from 'icu-minify/compile';
import { templateText } from './template-text';

describe('templateText', () => {
  it('returns a message as written, compiled by the build or not', () => {
    for (const message of ['Xin chào', 'Còn {count} sản phẩm', '{index} / {total}', '{name}']) {
      expect(templateText(message, 'plain')).toBe(message);
      expect(templateText(compile(message), 'compiled')).toBe(message);
    }
  });

  it('refuses what a page cannot fill in with a replace, naming the message', () => {
    expect(() =>
      templateText(compile('{count, plural, one {# vé} other {# vé}}'), 'Tickets.count'),
    ).toThrow('The message Tickets.count is not a template');
    expect(() => templateText(compile('Xem <b>ngay</b>'), 'Home.cta')).toThrow('Home.cta');
    expect(() => templateText(undefined, 'Missing.key')).toThrow('Missing.key');
  });
});
