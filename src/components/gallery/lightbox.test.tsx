/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Lightbox } from './lightbox';

// jsdom has no <dialog> behaviour: give it the two methods the lightbox uses.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const images = [
  {
    src: '/images/gallery/a.webp',
    alt: 'Cabin at dawn',
    caption: 'Dawn',
    width: 1200,
    height: 800,
  },
  {
    src: '/images/gallery/b.webp',
    alt: 'Village at night',
    caption: 'Night',
    width: 1200,
    height: 800,
  },
];
const labels = {
  viewer: 'Picture viewer',
  close: 'Close',
  next: 'Next picture',
  previous: 'Previous picture',
  counter: 'Picture {index} of {total}',
};

function Page() {
  return (
    <>
      <a href={images[1]?.src} data-lightbox-index="1">
        Village
      </a>
      <Lightbox images={images} labels={labels} />
    </>
  );
}

describe('Lightbox', () => {
  it('opens on a gallery link, focuses Close, steps with the arrows and gives focus back', async () => {
    render(<Page />);
    const link = screen.getByRole('link', { name: 'Village' });
    await userEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Picture viewer' });
    expect(dialog).toHaveTextContent('Picture 2 of 2');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('Dawn');
    expect(dialog).toHaveTextContent('Picture 1 of 2');

    // Close is the last control: Tab wraps to the first one instead of leaving the dialog.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(link).toHaveFocus();
  });
});
