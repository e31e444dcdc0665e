/**
 * Text as the palette compares it: lower case, accents dropped ("Sessão" → "sessao"), spaces
 * collapsed, so an operator typing on any keyboard layout finds Portuguese labels.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
