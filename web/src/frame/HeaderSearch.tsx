import { Button, InputGroup } from '@blueprintjs/core';
import { SEARCH_MESSAGES, searchPath } from '@partilha/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The header search box: prefilled from `?search=`, searches on Enter or the button, and goes to
 * /search?search={text} — or /search with no parameter when the box is empty.
 */
export function HeaderSearch({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  const navigate = useNavigate();

  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(text));
    onSearched?.();
  };

  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search listings
      </label>
      <InputGroup
        id={id}
        type="search"
        placeholder={SEARCH_MESSAGES.placeholder}
        value={text}
        onValueChange={setText}
        fill
        rightElement={<Button type="submit" icon="search" variant="minimal" aria-label="Search" />}
      />
    </form>
  );
}
