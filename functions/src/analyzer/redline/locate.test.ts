import { describe, expect, it } from 'vitest';
import {
  changedWindow,
  countOccurrences,
  paragraphAnchor,
  placeInsert,
  placeRewrite,
  textStart,
  widenToUnique,
} from './locate';

describe('placing edits in the contract text', () => {
  it('counts occurrences, overlapping ones included', () => {
    expect(countOccurrences('aaa', 'aa', 5)).toBe(2);
    expect(countOccurrences('abc', '')).toBe(0);
  });

  it('snaps the changed window to whole tokens and keeps unchanged closing punctuation outside', () => {
    const old = 'within fifteen (15) days of invoice.';
    const neu = 'within thirty (30) days of invoice.';
    const w = changedWindow(old, neu);
    expect(old.slice(w.p, w.qOld)).toBe('fifteen (15)');
    expect(neu.slice(w.p, w.qNew)).toBe('thirty (30)');
  });

  it('widens an ambiguous edit word by word until it occurs once, within its line', () => {
    const text = 'The fee is due at any time.\nProvider may audit at any time on notice.';
    const at = text.lastIndexOf('at any time');
    const r = widenToUnique(text, at, at + 'at any time'.length)!;
    expect(countOccurrences(text, text.slice(r.start, r.end))).toBe(1);
    expect(text.slice(r.start, r.end)).toContain('at any time');
    expect(text.slice(r.start, r.end)).not.toContain('\n');
    // The same words on two identical lines can never be told apart.
    const twice = 'Same line.\nSame line.';
    expect(widenToUnique(twice, 0, 4)).toBeUndefined();
  });

  it('turns a sentence rewrite into the smallest unique replacement, deletion or insertion', () => {
    const text =
      '1. Customer shall pay within fifteen (15) days. Customer shall pay within fifteen (15) days of delivery.';
    const s = text.indexOf('Customer shall pay within fifteen (15) days of');
    const sentence = 'Customer shall pay within fifteen (15) days of delivery.';
    const r = placeRewrite(text, s, s + sentence.length, sentence.replace('fifteen (15)', 'thirty (30)'))!;
    expect(r.type).toBe('replace');
    if (r.type !== 'replace') return;
    expect(countOccurrences(text, r.original_text)).toBe(1);
    expect(r.original_text).toContain('fifteen (15) days of');
    expect(r.modified_text).toBe(r.original_text.replace('fifteen (15)', 'thirty (30)'));

    const del = placeRewrite('A b c. Keep this.', 0, 7, '')!;
    expect(del).toMatchObject({ type: 'delete', original_text: 'A b c. ' });

    const ins = placeRewrite('Pay the fee.', 0, 12, 'Pay the fee, net of tax.')!;
    expect(ins).toMatchObject({ type: 'insert', insert_after: 'fee', modified_text: ', net of tax' });
  });

  it('falls back to replacing the next word when nothing before an insertion is unique', () => {
    const text = 'ab ab\nab cd';
    const r = placeInsert(text, text.indexOf('cd'), 'new ');
    expect(r).toMatchObject({ type: 'replace', original_text: 'cd', modified_text: 'new cd' });
  });

  it('anchors a new clause on its paragraph, never on the list label, and avoids taken text', () => {
    const text = '8.1 Customer shall not compete.\n8.2 Other words here.';
    expect(textStart(text, 0)).toBe(4);
    const tail = paragraphAnchor(text, 5)!;
    expect(text.slice(tail.start, tail.end)).toBe('compete.');
    const head = paragraphAnchor(text, 5, [tail])!;
    expect(text.slice(head.start, head.end).startsWith('Customer')).toBe(true);
  });
});
