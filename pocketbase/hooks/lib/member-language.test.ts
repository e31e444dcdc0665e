import { describe, expect, it } from 'vitest';
import { activeLanguage } from '@partilha/domain';
import { inMemberLanguage, memberLanguage, pageLanguage } from './member-language';

const member = (preferredLanguage: string) => ({ getString: () => preferredLanguage });

describe("a member's and a page's language (issue 19)", () => {
  it('writes for a member in their saved language, English when they have none', () => {
    expect(memberLanguage(member('pt-PT'))).toBe('pt-PT');
    expect(memberLanguage(member(''))).toBe('en');
    expect(memberLanguage(null)).toBe('en');
    expect(inMemberLanguage(member('pt-PT'), () => activeLanguage())).toBe('pt-PT');
    expect(activeLanguage()).toBe('en');
  });

  it("draws a page in the address's language, else the visitor's cookie, else their browser's", () => {
    expect(pageLanguage('', '', 'pt-PT,pt;q=0.9')).toBe('pt-PT');
    expect(pageLanguage('', 'x=1; partilha_lang=en', 'pt-PT')).toBe('en');
    expect(pageLanguage('pt-PT', 'partilha_lang=en', 'en')).toBe('pt-PT');
    expect(pageLanguage('', 'partilha_lang=%22%3E', 'pt')).toBe('pt-PT');
  });
});
