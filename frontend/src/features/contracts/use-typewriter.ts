/** Types `text` out at 30 ms per character (docs/product-spec.md section 9); restarts when the text changes. */
import { useEffect, useState } from 'react';
import { analysisTiming as t } from './analysis-timing';

export function useTypewriter(text: string, msPerChar: number = t.typewriterMsPerChar): string {
  const [typed, setTyped] = useState({ text, length: 0 });
  useEffect(() => {
    let length = 0;
    const timer = setInterval(() => {
      length += 1;
      setTyped({ text, length });
      if (length >= text.length) clearInterval(timer);
    }, msPerChar);
    return () => clearInterval(timer);
  }, [text, msPerChar]);
  // A new text starts empty, never at the previous text's length.
  return typed.text === text ? text.slice(0, typed.length) : '';
}
