import { useLanguageChoice } from '@partilha/data';
import { FRAME_MESSAGES } from '@partilha/domain';
import { LanguageSwitcher } from '@partilha/ui';

/** The header's, menu's and footer's language choice (issue 19), remembered by useLanguageChoice. */
export function FrameLanguageSwitcher({ className, showLabel }: { className?: string; showLabel?: boolean }) {
  const { language, chooseLanguage } = useLanguageChoice();
  return (
    <LanguageSwitcher
      className={className}
      language={language}
      onChange={chooseLanguage}
      label={FRAME_MESSAGES.language}
      showLabel={showLabel}
    />
  );
}
