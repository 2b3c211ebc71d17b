import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { BackToTop } from './BackToTop';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollTo(0));

test('appears after scrolling down and scrolls back to the top', async () => {
  const spy = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  renderUi(<BackToTop threshold={200} />);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  scrollTo(500);
  await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  scrollTo(100);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  spy.mockRestore();
});
