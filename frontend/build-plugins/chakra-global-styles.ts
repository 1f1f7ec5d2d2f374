/**
 * Chakra's global styles (its CSS reset, the global CSS and every design token as a CSS variable,
 * ~50 KB) are written into index.html by the build instead of computed in the browser
 * (docs/decisions/241-chakra-global-styles-at-build-time.md). `createSystem` builds them eagerly for
 * `ChakraProvider`, which renders them with Emotion's `<Global>`: on a phone that was about half of
 * `createSystem`'s long task as the app's modules run, then Emotion hashing and compiling the 50 KB
 * again as the provider first renders. This plugin leaves them out of the browser's copy of Chakra:
 * the system's `_global` is empty, so the provider's `<Global>` for it renders nothing. The
 * prerendering (prerender/write-pages.ts) runs Chakra unchanged and puts the `<style>` its `<Global>`
 * renders into index.html. Not in development (`vite` serve): there Chakra is unchanged and renders
 * its own global styles.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** The line of Chakra's system.js that builds the global styles (checked against @chakra-ui/react 3.37). */
export const EAGER_GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** system.js without its eager global styles; throws when the line is not there (Chakra changed). */
export function withoutEagerGlobalStyles(source: string): string {
  if (!source.includes(EAGER_GLOBAL_STYLES)) {
    throw new Error(
      `@chakra-ui/react's styled-system/system.js no longer contains "${EAGER_GLOBAL_STYLES}": ` +
        'update frontend/build-plugins/chakra-global-styles.ts for this Chakra version',
    );
  }
  return source.replace(
    EAGER_GLOBAL_STYLES,
    '/* global styles written into index.html at build time (clausewise) */ const _global = [];',
  );
}

export function chakraGlobalStylesAtBuild(): Plugin {
  let found = false;
  return {
    name: 'clausewise:chakra-global-styles-at-build',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      found = false;
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return undefined;
      found = true;
      // Same lines, one of them shorter: the module's source map stays true.
      return { code: withoutEagerGlobalStyles(code), map: null };
    },
    buildEnd(error) {
      // Chakra moved the file: the app would carry the global styles twice, built and computed.
      if (!error && !found) this.error("Chakra's styled-system/system.js was not part of the build");
    },
  };
}
