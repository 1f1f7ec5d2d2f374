/**
 * The trimmed design system (theme-recipes.ts) must style every Chakra component the app imports:
 * a component whose recipe is missing renders unstyled without any error, so only this check
 * would notice. It reads the imports of frontend/src as a developer adds them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';

const system = appSystem();

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Components that use another component's recipe. */
const SHARED_RECIPE: Record<string, string> = {
  IconButton: 'button',
  CloseButton: 'button',
  SkeletonText: 'skeleton',
  SkeletonCircle: 'skeleton',
  InputGroup: 'inputAddon',
  Toaster: 'toast',
};

function chakraImports(): Map<string, string> {
  const used = new Map<string, string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\./.test(f),
  );
  for (const file of files) {
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of names!.split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) used.set(name, file);
      }
    }
  }
  return used;
}

describe('design system recipes', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const used = chakraImports();
    expect(used.has('Button')).toBe(true);
    const missing: string[] = [];
    for (const [name, file] of used) {
      const key = SHARED_RECIPE[name] ?? name[0]!.toLowerCase() + name.slice(1);
      if (key in chakraRecipes && !system.getRecipe(key)) missing.push(`${name} (${file})`);
      if (key in chakraSlotRecipes && !system.getSlotRecipe(key)) missing.push(`${name} (${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('leaves out the recipes no page uses', () => {
    expect(system.getSlotRecipe('datePicker')).toBeUndefined();
    expect(system.getSlotRecipe('colorPicker')).toBeUndefined();
    // The brand layer and Chakra's tokens are still there.
    expect(system.token('colors.brand.700')).toBe('#1c305c');
    expect(system.token('spacing.4')).toBe('1rem');
  });
});
