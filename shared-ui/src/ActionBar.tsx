import { Box, Button, Portal } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useIsNarrow } from './breakpoints';
import { MoreIcon } from './icons';

/** One action of a page: a button, a link (`to`, a route of the product) or an item of the overflow menu. */
export interface PageAction {
  /** What the button or menu item reads (its accessible name). */
  label: string;
  /** Called when the action is chosen (a button or a menu item). */
  onSelect?: () => void;
  /** A route of the product: the action is a link (react-router). */
  to?: string;
  /** At md and wider, a button beside the primary action instead of an item of the overflow menu (most used actions). */
  inline?: boolean;
  /** Not offered at all (the user lacks the permission, the record's state does not allow it). */
  hidden?: boolean;
  disabled?: boolean;
  /** A red item/button (reverse, delete...). */
  destructive?: boolean;
  /** React key when two actions share a label. */
  key?: string;
  /** A button at every width, never in the menu, placed before the primary action (a form's Cancel before Save). */
  pinned?: boolean;
  /** A submit button (a form's Save); `form` names the form when the bar is outside it. */
  type?: 'button' | 'submit';
  form?: string;
  /** Spinner on the button while the action runs (a form submitting). */
  loading?: boolean;
}

type MaybeAction = PageAction | null | undefined | false;

export interface ActionBarProps {
  /** The page's one primary action (a solid brand button, always visible). */
  primary?: MaybeAction;
  /** Secondary actions: in the overflow menu, except `inline` ones at md and wider. Falsy entries are skipped. */
  actions?: readonly MaybeAction[];
  /** Name of the group (role group). */
  label?: string;
  /** Name of the overflow menu's button. */
  menuLabel?: string;
  /** Extra content after the buttons (rare: a control that is not an action). */
  children?: ReactNode;
  'data-testid'?: string;
}

export const MORE_ACTIONS = 'More actions';

/** Touch targets: 44 px below lg (phones and tablets), the compact size on a desktop. */
const TOUCH = { minH: { base: '11', lg: '9' } } as const;

function visible(list: readonly MaybeAction[]): PageAction[] {
  return list.filter((a): a is PageAction => !!a && !a.hidden);
}

function ActionButton({ action, primary }: { action: PageAction; primary: boolean }) {
  const common = {
    size: 'sm' as const,
    ...TOUCH,
    variant: primary ? ('solid' as const) : ('outline' as const),
    colorPalette: primary ? 'brand' : action.destructive ? 'red' : undefined,
    disabled: action.disabled,
    loading: action.loading,
  };
  if (action.to && !action.disabled) {
    return (
      <Button asChild {...common}>
        <RouterLink to={action.to} onClick={action.onSelect}>
          {action.label}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button {...common} type={action.type ?? 'button'} form={action.form} onClick={action.onSelect}>
      {action.label}
    </Button>
  );
}

/**
 * A page's actions: one primary action as a button, the secondary actions in a "More actions" menu (actions marked
 * `inline` stay buttons at md and wider). Below md (a phone) everything but the primary action is in the menu.
 */
export function ActionBar({
  primary,
  actions = [],
  label = 'Page actions',
  menuLabel = MORE_ACTIONS,
  children,
  ...rest
}: ActionBarProps) {
  const narrow = useIsNarrow();
  const main = primary && !primary.hidden ? primary : null;
  const secondary = visible(actions);
  const inline = secondary.filter((a) => a.pinned || (a.inline && !narrow));
  const menu = secondary.filter((a) => !inline.includes(a));
  if (!main && secondary.length === 0 && !children) return null;
  return (
    <Box
      role="group"
      aria-label={label}
      display="flex"
      flexWrap="wrap"
      gap="2"
      alignItems="center"
      justifyContent={{ base: 'flex-start', md: 'flex-end' }}
      data-testid={rest['data-testid']}
    >
      {inline
        .filter((a) => a.pinned)
        .map((a) => (
          <ActionButton key={a.key ?? a.label} action={a} primary={false} />
        ))}
      {main ? <ActionButton action={main} primary /> : null}
      {inline
        .filter((a) => !a.pinned)
        .map((a) => (
          <ActionButton key={a.key ?? a.label} action={a} primary={false} />
        ))}
      {menu.length ? <OverflowMenu items={menu} label={menuLabel} /> : null}
      {children}
    </Box>
  );
}

export interface OverflowMenuProps {
  items: readonly MaybeAction[];
  /** The menu button's name ("More actions"). */
  label?: string;
  /** Only the "..." icon on the button (the label stays its accessible name). */
  iconOnly?: boolean;
  size?: 'xs' | 'sm';
}

interface Placement {
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
  maxHeight: number;
}

const MENU_WIDTH = 224;

/**
 * A menu button (WAI-ARIA APG "menu button"): Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
 * ArrowUp/ArrowDown/Home/End and the first letter move between items; Enter or Space choose; Escape closes and returns
 * to the button; Tab closes; a click outside closes. The menu is portalled and placed under (or above) the button.
 */
export function OverflowMenu({ items, label = MORE_ACTIONS, iconOnly = false, size = 'sm' }: OverflowMenuProps) {
  const list = visible(items);
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement>({ maxHeight: 320 });
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const id = useId();
  const menuId = `${id}-menu`;

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []).filter(
      (el) => el.getAttribute('aria-disabled') !== 'true',
    );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openMenu = (focus: 'first' | 'last') => {
    const rect = buttonRef.current?.getBoundingClientRect();
    const vw = window.innerWidth || 1024;
    const vh = window.innerHeight || 768;
    if (rect) {
      const below = vh - rect.bottom - 8;
      const above = rect.top - 8;
      const down = below >= 240 || below >= above;
      const horizontal =
        rect.left + MENU_WIDTH > vw - 8 ? { right: Math.max(8, vw - rect.right) } : { left: Math.max(8, rect.left) };
      setPlacement({
        ...horizontal,
        ...(down ? { top: rect.bottom + 4 } : { bottom: vh - rect.top + 4 }),
        maxHeight: Math.max(160, (down ? below : above) - 4),
      });
    }
    pendingFocus.current = focus;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    if (pendingFocus.current) {
      const els = menuItems();
      (pendingFocus.current === 'first' ? els[0] : els[els.length - 1])?.focus();
      pendingFocus.current = null;
    }
    const outside = (e: Event) => {
      const t = e.target as Node | null;
      if (t && (menuRef.current?.contains(t) || buttonRef.current?.contains(t))) return;
      close(false);
    };
    const onScroll = (e: Event) => {
      const t = e.target as Node | null;
      if (t && menuRef.current?.contains(t)) return;
      close(false);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [open, close]);

  if (list.length === 0) return null;

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const els = menuItems();
    const at = els.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => els[(i + els.length) % els.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(at + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(at - 1);
        break;
      case 'Home':
        e.preventDefault();
        move(0);
        break;
      case 'End':
        e.preventDefault();
        move(els.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
      case 'Tab':
        e.preventDefault();
        close(true);
        break;
      case ' ':
        // Space chooses a link item too (links only react to Enter).
        if (document.activeElement instanceof HTMLAnchorElement) {
          e.preventDefault();
          document.activeElement.click();
        }
        break;
      default:
        if (e.key.length === 1 && /\S/.test(e.key)) {
          const ch = e.key.toLowerCase();
          const order = [...els.slice(at + 1), ...els.slice(0, at + 1)];
          order.find((el) => (el.textContent ?? '').trim().toLowerCase().startsWith(ch))?.focus();
        }
    }
  };

  const choose = (a: PageAction) => {
    close(!a.to);
    a.onSelect?.();
  };

  return (
    <>
      <Button
        ref={buttonRef}
        size={size}
        variant="outline"
        {...TOUCH}
        {...(size === 'xs' ? { minH: { base: '11', lg: '8' } } : {})}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={iconOnly ? label : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <MoreIcon />
        {iconOnly ? null : label}
      </Button>
      {open ? (
        <Portal>
          <Box
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            position="fixed"
            zIndex="popover"
            top={placement.top !== undefined ? `${placement.top}px` : undefined}
            bottom={placement.bottom !== undefined ? `${placement.bottom}px` : undefined}
            left={placement.left !== undefined ? `${placement.left}px` : undefined}
            right={placement.right !== undefined ? `${placement.right}px` : undefined}
            maxH={`${placement.maxHeight}px`}
            overflowY="auto"
            minW="14rem"
            maxW="calc(100vw - 16px)"
            bg="bg"
            borderWidth="1px"
            rounded="l2"
            shadow="lg"
            p="1"
            display="flex"
            flexDirection="column"
            gap="0.5"
            onKeyDown={onMenuKeyDown}
          >
            {list.map((a) => {
              const common = {
                role: 'menuitem',
                tabIndex: -1,
                size: 'sm' as const,
                ...TOUCH,
                variant: 'ghost' as const,
                justifyContent: 'flex-start',
                width: 'full',
                colorPalette: a.destructive ? 'red' : undefined,
                color: a.destructive ? 'red.fg' : undefined,
              };
              if (a.to && !a.disabled) {
                return (
                  <Button key={a.key ?? a.label} asChild {...common}>
                    <RouterLink to={a.to} onClick={() => choose(a)}>
                      {a.label}
                    </RouterLink>
                  </Button>
                );
              }
              return (
                <Button
                  key={a.key ?? a.label}
                  {...common}
                  aria-disabled={a.disabled ? true : undefined}
                  opacity={a.disabled ? 0.5 : undefined}
                  onClick={() => {
                    if (!a.disabled) choose(a);
                  }}
                >
                  {a.label}
                </Button>
              );
            })}
          </Box>
        </Portal>
      ) : null}
    </>
  );
}
