import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge, Box, Button, Card, Heading, HStack, Input, Stack, Text } from './chakra';

/** The theme: brand palette, system fonts and the Chakra parts the product uses. UiProvider wraps every story. */
function ThemeOverview() {
  return (
    <Stack p="6" gap="5" maxW="3xl">
      <Heading size="2xl">Resident Manager</Heading>
      <Text color="fg.muted">System font stack, calm brand palette (use colorPalette="brand").</Text>
      <HStack wrap="wrap">
        <Button colorPalette="brand">Primary</Button>
        <Button colorPalette="brand" variant="outline">
          Secondary
        </Button>
        <Button variant="ghost">Ghost</Button>
        <Button colorPalette="red">Destructive</Button>
      </HStack>
      <HStack>
        <Badge colorPalette="brand">Permanent</Badge>
        <Badge colorPalette="orange">Respite</Badge>
        <Badge colorPalette="gray">Departed</Badge>
      </HStack>
      <Input placeholder="Search residents" maxW="sm" />
      <Card.Root>
        <Card.Header>
          <Heading size="md">Card</Heading>
        </Card.Header>
        <Card.Body>
          <Box>Content on a card.</Box>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

const meta = { title: 'Foundations/Theme', component: ThemeOverview } satisfies Meta<typeof ThemeOverview>;
export default meta;

export const Overview: StoryObj<typeof meta> = {};
