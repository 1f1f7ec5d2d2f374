/** Catalogue `assets`: checked at synthesis, copied next to the bundle at their repository paths. */
import { describe, expect, it } from 'vitest';
import { apiFunctions } from '../../functions/src/http/routes';
import { assetCopyCommands, checkedAssets, LOCAL_ONLY_MODULES } from '../lib/app-function';
import { synthStack } from './helpers';

describe('function assets', () => {
  it('accepts the catalogue assets, which all exist', () => {
    expect(checkedAssets('reports', apiFunctions.reports.assets)).toEqual(apiFunctions.reports.assets);
    expect(checkedAssets('uploads', apiFunctions.uploads.assets)).toEqual(apiFunctions.uploads.assets);
  });

  it('fails synthesis on a missing asset or a path that is not plain and relative', () => {
    expect(() => checkedAssets('reports', ['node_modules/no-such-package/font.ttf'])).toThrow(/does not exist/);
    for (const bad of ['/etc/passwd', '../outside', 'node_modules/../x', 'a b', "it's"]) {
      expect(() => checkedAssets('reports', [bad])).toThrow(/plain path relative/);
    }
  });

  it('copies each asset to assets/<same path> in the bundle', () => {
    expect(assetCopyCommands(['node_modules/pdfjs-dist/cmaps', 'node_modules/a/b.ttf'], '/repo', '/out')).toEqual([
      "mkdir -p '/out/assets/node_modules/pdfjs-dist' && cp -RL '/repo/node_modules/pdfjs-dist/cmaps' '/out/assets/node_modules/pdfjs-dist/'",
      "mkdir -p '/out/assets/node_modules/a' && cp -RL '/repo/node_modules/a/b.ttf' '/out/assets/node_modules/a/'",
    ]);
  });

  it('leaves local-OCR packages out of bundles, so ocrProvider "local" cannot be deployed', () => {
    expect(LOCAL_ONLY_MODULES).toEqual(['tesseract.js', '@napi-rs/canvas']);
    expect(() => synthStack({ ocrProvider: 'local' })).toThrow(/ocrProvider "local"/);
  });
});
