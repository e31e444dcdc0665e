import { useEffect, useRef, useState } from 'react';

/** Typing settles this long before the table asks the server again. */
const TYPING_SETTLE_MS = 300;

/**
 * A text filter kept in the hash without a request per keystroke: the field shows what is typed
 * at once, the hash (and so the query) follows when typing pauses, and a hash changed from
 * elsewhere (a link, Back) shows in the field.
 */
export function useTextFilter(value: string, commit: (value: string) => void) {
  const [text, setText] = useState(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const lastCommitted = useRef(value);

  useEffect(() => {
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = text;
      commitRef.current(text);
    }, TYPING_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return [text, setText] as const;
}
