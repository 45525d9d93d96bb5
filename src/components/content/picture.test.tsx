/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Picture } from './picture';

describe('Picture', () => {
  it('lays out a filling picture with classes instead of an inline style', () => {
    render(<Picture src="/images/hero/hero.webp" alt="Cáp treo" fill sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Cáp treo' });
    expect(img.getAttribute('style')).toBeNull();
    expect(img).toHaveClass('absolute', 'inset-0', 'size-full', 'text-transparent');
    expect(img.getAttribute('srcset')).toContain('/img/640/hero/hero.webp 640w');
  });

  it('keeps the caller’s classes and a style the caller asked for', () => {
    render(
      <>
        <Picture src="/a.webp" alt="A" width={400} height={300} className="rounded-lg" />
        <Picture src="/b.webp" alt="B" width={400} height={300} style={{ objectPosition: 'top' }} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveClass('text-transparent', 'rounded-lg');
    expect(screen.getByRole('img', { name: 'B' }).style.objectPosition).toBe('top');
  });
});
