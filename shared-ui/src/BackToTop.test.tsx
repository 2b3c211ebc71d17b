import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { BackToTop, backToTopBottom } from './BackToTop';
import { StickyActions } from './StickyActions';

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

test('sits above a sticky action bar at the bottom of the window, never over Save', () => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  renderUi(
    <>
      <BackToTop threshold={200} />
      <StickyActions label="Role actions">
        <button type="submit">Save</button>
      </StickyActions>
    </>,
  );
  const bar = screen.getByRole('group', { name: 'Role actions' });
  // The bar is stuck to the bottom of an 800 px window, 60 px high.
  jest.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ top: 740, bottom: 800, height: 60 } as DOMRect);
  scrollTo(500);
  expect(screen.getByTestId('back-to-top')).toHaveStyle({ bottom: '68px' });
  // Scrolled to where the bar sits high in the window: the button goes back to its corner.
  jest.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ top: 300, bottom: 360, height: 60 } as DOMRect);
  scrollTo(600);
  expect(screen.getByTestId('back-to-top')).toHaveStyle({ bottom: '24px' });
});

test('backToTopBottom: only a bar reaching the corner lifts the button', () => {
  const at = (top: number, bottom: number) =>
    ({ getBoundingClientRect: () => ({ top, bottom, height: bottom - top }) }) as Element;
  expect(backToTopBottom(800, [])).toBe(24);
  expect(backToTopBottom(800, [at(740, 800)])).toBe(68);
  expect(backToTopBottom(800, [at(100, 160)])).toBe(24);
  expect(backToTopBottom(800, [at(900, 960)])).toBe(24);
});
