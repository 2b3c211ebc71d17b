import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppToaster } from './notify';
import { system } from './theme';

export interface UiProviderProps {
  children?: ReactNode;
}

/** The Chakra provider with the product theme, plus the toaster used by `notify`. Render it once, at the root. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
}
