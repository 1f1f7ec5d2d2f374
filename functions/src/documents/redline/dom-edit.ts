/**
 * Tree surgery on the DOCX DOM (documents/docx/docx-dom.ts): insert, move and clone nodes while keeping
 * parent links right, and build WordprocessingML elements with the document's `w:` prefix.
 */
import { isWEl, type XElement, type XNode } from '../docx/docx-dom';

export const W_MAIN = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A new w:<local> element (the document's root binds `w` to the main namespace; index.ts checks). */
export function wEl(local: string, attrs: Record<string, string> = {}, children: XNode[] = []): XElement {
  const el: XElement = {
    kind: 'el',
    name: `w:${local}`,
    uri: W_MAIN,
    local,
    attrs: Object.entries(attrs).map(([name, value]) => ({ name, value })),
    children: [],
  };
  for (const c of children) append(el, c);
  return el;
}

export function wText(local: 't' | 'delText' | 'instrText' | 'delInstrText', text: string): XElement {
  const el = wEl(local, /^\s|\s$/.test(text) || local !== 't' ? { 'xml:space': 'preserve' } : {});
  append(el, { kind: 'text', text });
  return el;
}

export function detach(node: XNode): void {
  const parent = node.parent;
  if (!parent) return;
  const i = parent.children.indexOf(node);
  if (i >= 0) parent.children.splice(i, 1);
  node.parent = undefined;
}

export function append(parent: XElement, node: XNode): void {
  detach(node);
  node.parent = parent;
  parent.children.push(node);
}

export function insertAt(parent: XElement, index: number, node: XNode): void {
  detach(node);
  node.parent = parent;
  parent.children.splice(index, 0, node);
}

export function insertBefore(ref: XNode, node: XNode): void {
  const parent = ref.parent!;
  detach(node);
  node.parent = parent;
  parent.children.splice(parent.children.indexOf(ref), 0, node);
}

export function insertAfter(ref: XNode, node: XNode): void {
  const parent = ref.parent!;
  detach(node);
  node.parent = parent;
  parent.children.splice(parent.children.indexOf(ref) + 1, 0, node);
}

export function clone<T extends XNode>(node: T): T {
  if (node.kind !== 'el') return { ...node, parent: undefined };
  const copy: XElement = { ...node, attrs: node.attrs.map((a) => ({ ...a })), children: [], parent: undefined };
  for (const c of node.children) append(copy, clone(c));
  return copy as T;
}

/** Removes every w:<local> descendant (and the element's own children of that name). */
export function removeAll(el: XElement, locals: readonly string[]): void {
  for (const c of [...el.children]) {
    if (c.kind !== 'el') continue;
    if (locals.some((l) => isWEl(c, l))) detach(c);
    else removeAll(c, locals);
  }
}

/** Every descendant element matching `pred`, in document order; `skip` prunes subtrees. */
export function descendants(
  el: XElement,
  pred: (e: XElement) => boolean,
  skip: (e: XElement) => boolean = () => false,
): XElement[] {
  const out: XElement[] = [];
  const visit = (e: XElement) => {
    for (const c of e.children) {
      if (c.kind !== 'el' || skip(c)) continue;
      if (pred(c)) out.push(c);
      visit(c);
    }
  };
  visit(el);
  return out;
}

/** The next sibling element, skipping text nodes. */
export function nextElement(node: XNode): XElement | undefined {
  const siblings = node.parent?.children ?? [];
  for (let i = siblings.indexOf(node) + 1; i < siblings.length; i++) {
    const s = siblings[i]!;
    if (s.kind === 'el') return s;
  }
  return undefined;
}
