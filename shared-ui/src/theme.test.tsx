import * as facade from './chakra';
import { RECIPES, SLOT_RECIPES, system } from './theme';

/**
 * Every Chakra part re-exported by shared-ui must have its recipe in the theme (the theme carries only the recipes the
 * product uses; a part without its recipe renders unstyled). Parts without a recipe are listed as such.
 */
const NEEDS: Record<string, string[]> = {
  Box: [],
  Flex: [],
  Stack: [],
  HStack: [],
  VStack: [],
  SimpleGrid: [],
  Grid: [],
  GridItem: [],
  Spacer: [],
  VisuallyHidden: [],
  Text: [],
  Portal: [],
  chakra: [],
  useDisclosure: [],
  Separator: ['separator'],
  Heading: ['heading'],
  Link: ['link'],
  Button: ['button'],
  IconButton: ['button'],
  CloseButton: ['button'],
  Input: ['input'],
  InputGroup: ['input', 'inputAddon'],
  Textarea: ['textarea'],
  Badge: ['badge'],
  Icon: ['icon'],
  Spinner: ['spinner'],
  NativeSelect: ['slot:nativeSelect'],
  Field: ['slot:field'],
  Table: ['slot:table'],
  Card: ['slot:card'],
  Stat: ['slot:stat'],
  List: ['slot:list'],
  Alert: ['slot:alert'],
  Progress: ['slot:progress'],
  Dialog: ['slot:dialog'],
  Drawer: ['slot:drawer'],
};

test('every re-exported Chakra part is known to this test', () => {
  const unknown = Object.keys(facade).filter((name) => !(name in NEEDS));
  expect(unknown).toEqual([]);
});

test.each(Object.entries(NEEDS).filter(([, keys]) => keys.length > 0))('%s has its recipe in the theme', (_name, keys) => {
  for (const key of keys) {
    if (key.startsWith('slot:')) {
      const k = key.slice(5);
      expect(k in SLOT_RECIPES).toBe(true);
      expect(system.getSlotRecipe(k)).toBeDefined();
    } else {
      expect(key in RECIPES).toBe(true);
      expect(system.getRecipe(key)).toBeDefined();
    }
  }
});

test('toasts have their recipe', () => {
  expect(system.getSlotRecipe('toast')).toBeDefined();
});

test('recipes not used by the product are left out', () => {
  expect(system.getSlotRecipe('accordion')).toBeUndefined();
  expect(system.getSlotRecipe('datePicker')).toBeUndefined();
  expect(system.getSlotRecipe('tooltip')).toBeUndefined();
});
