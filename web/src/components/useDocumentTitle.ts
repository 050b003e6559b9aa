import { useEffect } from 'react';

/** Sets the browser tab's title ("Performance hub · Nugget") while a screen is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title.charAt(0).toUpperCase()}${title.slice(1).toLowerCase()} · Nugget`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
