import { useEffect } from 'react';

/** Sets document.title while the page is shown. Pass the full title. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
