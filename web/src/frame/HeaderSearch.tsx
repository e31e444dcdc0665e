import { Button, InputGroup } from '@blueprintjs/core';
import { SEARCH_MESSAGES, searchPath } from '@partilha/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The header search box (also the phone menu's and the landing page's): prefilled from `?search=`, searches on Enter or the button, and goes to
 * /search?search={text} — or /search with no parameter when the box is empty.
 *
 * The box follows the URL when someone else changes it (back button, a removed chip). It does not
 * when the change is its own search arriving: the router commits a navigation only once the page's
 * chunk has loaded, and whatever was typed meanwhile must not be overwritten by the old text.
 */
export interface HeaderSearchProps {
  id: string;
  /** The field's label (read, not shown). Defaults to "Search listings". */
  label?: string;
  /** The name of the form's search landmark; each search box on a page needs its own. */
  landmarkLabel: string;
  /** The landing page's hero has a large one. */
  size?: 'medium' | 'large';
  className?: string;
  onSearched?: () => void;
}

export function HeaderSearch({ id, label, landmarkLabel, size = 'medium', className, onSearched }: HeaderSearchProps) {
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  const navigate = useNavigate();
  const ownSearch = useRef<string | null>(null);

  useEffect(() => {
    const arriving = ownSearch.current;
    ownSearch.current = null;
    if (arriving !== current) setText(current);
  }, [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    ownSearch.current = value === current ? null : value;
    navigate(searchPath(value));
    onSearched?.();
  };

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      className={['header-search', className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {label ?? SEARCH_MESSAGES.searchListings}
      </label>
      <InputGroup
        id={id}
        type="search"
        placeholder={SEARCH_MESSAGES.placeholder}
        value={text}
        onValueChange={setText}
        size={size}
        fill
        rightElement={
          <Button type="submit" icon="search" variant="minimal" aria-label={SEARCH_MESSAGES.searchButton} />
        }
      />
    </form>
  );
}
