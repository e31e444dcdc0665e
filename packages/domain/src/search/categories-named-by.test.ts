import { describe, expect, it } from 'vitest';
import { categoriesNamedBy } from './categories-named-by';

describe('categoriesNamedBy (issue 19: search in both languages)', () => {
  it('finds gardening services and tools by their Portuguese name', () => {
    expect(categoriesNamedBy('jardinagem')).toEqual(['gardening', 'gardening-tools']);
    expect(categoriesNamedBy('  JARDINAGEM ')).toEqual(['gardening', 'gardening-tools']);
  });

  it('finds every kind of tools by "ferramentas" and by "tools"', () => {
    expect(categoriesNamedBy('ferramentas')).toEqual(['power-tools', 'hand-tools', 'gardening-tools', 'tools']);
    expect(categoriesNamedBy('tools')).toEqual(['power-tools', 'hand-tools', 'gardening-tools', 'tools']);
  });

  it('ignores accents and case, and matches part of a name', () => {
    expect(categoriesNamedBy('eletrica')).toEqual(['power-tools']);
    expect(categoriesNamedBy('Ferramentas Elétricas')).toEqual([
      'power-tools',
      'hand-tools',
      'gardening-tools',
      'tools',
    ]);
    expect(categoriesNamedBy('fotograf')).toEqual(['photography']);
    expect(categoriesNamedBy('Mudanças')).toEqual(['moving-services']);
  });

  it('finds a category whose distinctive word the text contains', () => {
    expect(categoriesNamedBy('cordless power drill')).toEqual(['power-tools']);
    expect(categoriesNamedBy('aulas de fotografia no porto')).toEqual(['photography']);
  });

  it('names nothing for an unrelated word, a short text, or generic words alone', () => {
    expect(categoriesNamedBy('bicicleta')).toEqual([]);
    expect(categoriesNamedBy('zz')).toEqual([]);
    expect(categoriesNamedBy('')).toEqual([]);
    expect(categoriesNamedBy(null)).toEqual([]);
    expect(categoriesNamedBy('cheap services here')).toEqual([]);
  });

  it('does not name the filter-only values or "other"', () => {
    expect(categoriesNamedBy('all categories')).toEqual([]);
    expect(categoriesNamedBy('other')).toEqual([]);
  });
});
