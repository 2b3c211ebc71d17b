import { render, screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { UiProvider } from './UiProvider';
import { system, SYSTEM_FONT_STACK } from './theme';

test('renders children with the product theme', () => {
  render(
    <UiProvider>
      <Button colorPalette="brand">Save</Button>
    </UiProvider>,
  );
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

test('theme has a brand palette and the system font stack (no web fonts)', () => {
  expect(system.token('colors.brand.600')).toBe('#1f6580');
  expect(system.token('fonts.body')).toBe(SYSTEM_FONT_STACK);
  expect(SYSTEM_FONT_STACK).not.toMatch(/googleapis|url\(/);
});
