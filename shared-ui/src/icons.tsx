/** Small inline icons (no icon font or icon package is downloaded). */
import { Icon, type IconProps } from '@chakra-ui/react';

const svg = (d: string, props: IconProps) => (
  <Icon {...props}>
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  </Icon>
);

export const EyeIcon = (props: IconProps) =>
  svg('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z', props);
export const EyeOffIcon = (props: IconProps) =>
  svg(
    'M3 3l18 18 M10.6 10.6a2 2 0 0 0 2.8 2.8 M9.9 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1 M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
    props,
  );
export const ArrowUpIcon = (props: IconProps) => svg('M12 19V5 M5 12l7-7 7 7', props);
export const MoreIcon = (props: IconProps) => svg('M5 12h.01 M12 12h.01 M19 12h.01', props);
export const MenuIcon = (props: IconProps) => svg('M4 6h16 M4 12h16 M4 18h16', props);
export const SearchIcon = (props: IconProps) => svg('M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Z M20 20l-4-4', props);
