/**
 * webpack loader for @chakra-ui/react/dist/esm/theme/index.js (Chakra 3.37).
 *
 * shared-ui's theme imports Chakra's tokens and only the recipes the product uses from '@chakra-ui/react/theme'. That
 * module also builds `defaultThemeConfig = defineConfig({ ...every recipe... })` at top level; webpack cannot prove the
 * call is side-effect free when the module is not concatenated (the federation builds), so every recipe stays in the
 * bundle. Marking the call pure lets it drop them: measured 114.4 -> 97.2 KB gzipped for the shared-ui chunk of
 * mfe-residents. Use in webpack:
 *   { test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/, use: [require.resolve('./chakra-theme-pure-loader.cjs')] }
 * If Chakra changes that line, the loader is a no-op (nothing breaks; the bundle is just larger).
 */
module.exports = function chakraThemePureLoader(source) {
  return source.replace('const defaultThemeConfig = defineConfig(', 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
};
