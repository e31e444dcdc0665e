// @vitest-environment jsdom
import { setActiveLanguage } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SearchFilterBar } from './SearchFilterBar';
import { useUrlSearchFilter } from './use-url-search-filter';

function Harness() {
  const [filter, setFilter] = useUrlSearchFilter();
  return <SearchFilterBar filter={filter} onChange={setFilter} />;
}

describe('the search filters in European Portuguese (issue 19)', () => {
  beforeEach(() => setActiveLanguage('pt-PT'));
  afterEach(() => setActiveLanguage('en'));

  it('shows categories, price bands and chips in Portuguese', () => {
    render(
      <MemoryRouter initialEntries={['/search?search=berbequim&category=power-tools&priceRange=25-50']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(screen.getByRole('group', { name: 'Filtros' })).toBeInTheDocument();
    expect(screen.getByLabelText('Categoria')).toHaveDisplayValue('Ferramentas elétricas');
    const price = screen.getByLabelText('Intervalo de preços');
    expect(price).toHaveDisplayValue('25\u00a0€ - 50\u00a0€');
    expect(price).toHaveTextContent('Qualquer preço');
    const chips = within(screen.getByRole('group', { name: 'Filtros ativos' }));
    expect(chips.getByRole('button', { name: 'Remover o filtro de pesquisa: «berbequim»' })).toBeInTheDocument();
    expect(chips.getByRole('button', { name: 'Remover o filtro de tipo: Equipamento' })).toBeInTheDocument();
  });
});
