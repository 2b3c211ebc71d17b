// `import screens from './routes.json?screens'` in a remote's standalone harness (see screens-loader.cjs).
declare module '*routes.json?screens' {
  const screens: Record<string, () => Promise<{ default: import('react').ComponentType }>>;
  export default screens;
}
