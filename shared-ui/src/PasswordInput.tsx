import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Controlled visibility (optional). */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Initial visibility when uncontrolled. */
  defaultVisible?: boolean;
}

/**
 * A password field with a show/hide toggle. Give it an accessible name as for any input (a `Field.Label`, a `<label
 * htmlFor>` or `aria-label`); the toggle is labelled 'Show password' / 'Hide password' and reports its state with
 * aria-pressed.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { visible, onVisibleChange, defaultVisible = false, size, ...rest },
  ref,
) {
  const [own, setOwn] = useState(defaultVisible);
  const shown = visible ?? own;
  const toggle = () => {
    const next = !shown;
    if (visible === undefined) setOwn(next);
    onVisibleChange?.(next);
  };
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          title={shown ? 'Hide password' : 'Show password'}
          onClick={toggle}
          disabled={rest.disabled}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input ref={ref} size={size} {...rest} type={shown ? 'text' : 'password'} />
    </InputGroup>
  );
});
