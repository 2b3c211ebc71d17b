/**
 * The Chakra UI parts the product uses, re-exported by name so the bundler drops the rest.
 * The shell and the remotes import these from 'shared-ui' only, never from '@chakra-ui/react'. Dialog and Drawer are
 * exported by overlays.tsx: the same parts, loaded when an overlay first opens.
 * To add a part: export it here, add its recipe to RECIPES / SLOT_RECIPES in theme.ts (theme.test.tsx checks it),
 * and add it to the shared-ui list in docs/platform-contract.md and docs/design-system.md.
 */
export {
  // layout
  Box,
  Flex,
  Stack,
  HStack,
  VStack,
  SimpleGrid,
  Grid,
  GridItem,
  Spacer,
  Separator,
  // typography
  Heading,
  Text,
  Link,
  VisuallyHidden,
  // actions and inputs
  Button,
  IconButton,
  CloseButton,
  Input,
  InputGroup,
  Textarea,
  NativeSelect,
  Field,
  // data display
  Badge,
  Table,
  Card,
  Stat,
  List,
  Icon,
  // feedback and overlays
  Alert,
  Spinner,
  Progress,
  Portal,
  // utilities
  chakra,
  useDisclosure,
} from '@chakra-ui/react';

export type {
  BoxProps,
  FlexProps,
  StackProps,
  ButtonProps,
  IconButtonProps,
  InputProps,
  TextProps,
  HeadingProps,
  LinkProps,
  BadgeProps,
  IconProps,
  CardRootProps,
  TableRootProps,
  HTMLChakraProps,
  SystemStyleObject,
} from '@chakra-ui/react';
