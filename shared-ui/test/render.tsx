import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../src/UiProvider';

function Wrapper({ children }: { children?: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}

/** Renders inside the product's UiProvider. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
