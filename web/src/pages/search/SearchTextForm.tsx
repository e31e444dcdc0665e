import { Button, InputGroup } from '@blueprintjs/core';
import { SEARCH_MESSAGES } from '@partilha/domain';
import { useEffect, useState } from 'react';

/** The search page's own search field (phones have no header search box): search on Enter or the button. */
export function SearchTextForm({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  return (
    <form
      className="search-text-form"
      role="search"
      aria-label={SEARCH_MESSAGES.listingSearch}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <InputGroup
        type="search"
        size="large"
        fill
        leftIcon="search"
        aria-label={SEARCH_MESSAGES.searchText}
        placeholder={SEARCH_MESSAGES.placeholder}
        value={text}
        onValueChange={setText}
      />
      <Button type="submit" size="large" intent="primary" text={SEARCH_MESSAGES.searchButton} />
    </form>
  );
}
