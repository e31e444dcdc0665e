import { Classes, Icon } from '@blueprintjs/core';
import { LANGUAGE_NAMES, LANGUAGES, type Language, isLanguage } from '@partilha/domain';
import { useId } from 'react';
import { cls } from '../../classes';

export interface LanguageSwitcherProps {
  language: Language;
  onChange(language: Language): void;
  /** The visible or hidden label ("Language" / "Idioma"). */
  label: string;
  /** Show the label beside the select (footer) or keep it for screen readers only (header). */
  showLabel?: boolean;
  className?: string;
}

/**
 * The language choice of the header and footer (issue 19): each language named in itself, so a
 * visitor finds theirs whatever the page is in.
 */
export function LanguageSwitcher({ language, onChange, label, showLabel = false, className }: LanguageSwitcherProps) {
  const id = useId();
  return (
    <span className={[cls('language-switcher'), className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={cls(showLabel ? 'language-switcher__label' : 'visually-hidden')}>
        {label}
      </label>
      {/* Blueprint's HTMLSelect markup without its class component, which would bring its runtime
          helpers onto every page for one select (the landing page's JavaScript budget). */}
      <span className={`${Classes.HTML_SELECT} ${Classes.MINIMAL}`}>
        <select
          id={id}
          value={language}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLanguage(next) && next !== language) onChange(next);
          }}
        >
          {LANGUAGES.map((value) => (
            <option key={value} value={value} lang={value}>
              {LANGUAGE_NAMES[value]}
            </option>
          ))}
        </select>
        <Icon icon="double-caret-vertical" aria-hidden />
      </span>
    </span>
  );
}
