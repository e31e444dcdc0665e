// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  createRoutesFromChildren,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { inLanguage, setActiveLanguage } from '@partilha/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../app/AppRoutes';
import {
  documentTitle,
  metaDescription,
  profileMetaDescription,
  ROUTE_META,
  routeMeta,
  SITE_DESCRIPTION,
  SITE_TITLE,
} from './route-meta';
import { useDocumentTitle, useRouteMeta } from './use-document-title';

/** A route that only sends elsewhere (a <Navigate> or a component that renders one): it shows no page. */
function isRedirect(element: ReactNode): boolean {
  if (!isValidElement(element)) return false;
  const type = (element as ReactElement).type;
  return type === Navigate || (typeof type === 'function' && type.name === 'RedirectWithId');
}

/** Every path pattern of AppRoutes that shows a page, as full paths ("/account/listings/:id"). */
function pagePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own =
      route.element !== undefined && !isRedirect(route.element) && (route.index || route.path) ? [path || '/'] : [];
    return [...own, ...pagePatterns(route.children ?? [], path)];
  });
}

const appRoutes = createRoutesFromChildren((AppRoutes() as ReactElement<{ children: ReactNode }>).props.children);
const PAGE_PATTERNS = [...new Set(pagePatterns(appRoutes))];

describe('ROUTE_META', () => {
  it('has an entry for every route of AppRoutes that shows a page, and none for a path the app does not have', () => {
    expect(PAGE_PATTERNS.length).toBeGreaterThan(50);
    expect(Object.keys(ROUTE_META).sort()).toEqual([...PAGE_PATTERNS].sort());
  });

  it('gives every route a description of at most 160 characters, and a title to every page but home', () => {
    for (const [pattern, meta] of Object.entries(ROUTE_META)) {
      expect(meta.description.length, pattern).toBeGreaterThan(30);
      expect(meta.description.length, pattern).toBeLessThanOrEqual(160);
      expect(meta.description, pattern).not.toMatch(/\s{2}|^\s|\s$/);
      if (routeMeta(pattern).description !== ROUTE_META['/home']!.description) expect(meta.title, pattern).not.toBe('');
    }
  });

  it('describes different pages differently (the old paths of the home page and the two dashboard paths aside)', () => {
    const samePage = new Set(['/style-guide', '/test', '/test-firebase', '/account/dashboard']);
    const descriptions = Object.entries(ROUTE_META)
      .filter(([pattern]) => !samePage.has(pattern))
      .map(([, meta]) => meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('routeMeta', () => {
  it('finds the route of a concrete path', () => {
    expect(routeMeta('/marketplace/equipment/abc123').title).toBe('Equipment rental');
    expect(routeMeta('/marketplace/services/abc123').title).toBe('Service');
    expect(routeMeta('/account/listings/abc123/edit').title).toBe('Edit listing');
    expect(routeMeta('/legal/privacy').title).toBe('Privacy Policy');
    expect(routeMeta('/search').title).toBe('Find Local Services & Equipment');
  });

  it("falls back to the site's title and description for a path no page shows", () => {
    expect(routeMeta('/no/such/page')).toEqual({ title: '', description: SITE_DESCRIPTION });
  });
});

describe('metaDescription', () => {
  it('keeps a short text on one line', () => {
    expect(metaDescription('  A drill\n\nwith  two batteries. ')).toBe('A drill with two batteries.');
  });

  it('cuts a long text at a word, within 160 characters, with an ellipsis', () => {
    const cut = metaDescription(`${'word '.repeat(60)}end`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });

  it("describes a profile by its bio, or by the member's name without one", () => {
    expect(profileMetaDescription('Ana', 'I fix bikes.')).toBe('I fix bikes.');
    expect(profileMetaDescription('Ana', '')).toMatch(/^Ana on Partilha/);
  });
});

function Frame() {
  useRouteMeta();
  return <Outlet />;
}

function Listing({ title }: { title: string }) {
  useDocumentTitle(title, title ? `${title}, to rent.` : undefined);
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/legal/terms')}>terms</button>;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('the frame and useDocumentTitle', () => {
  const renderAt = (path: string, title: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Frame />}>
            <Route path="/marketplace/equipment/:id" element={<Listing title={title} />} />
            <Route path="/legal/terms" element={<p>Terms</p>} />
            <Route path="/home" element={<p>Home</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

  // The route table is a chunk of its own (use-document-title.ts): titles follow it.
  it("sets the page's own title and description over the route's, and the next route's after navigating", async () => {
    const { getByRole } = renderAt('/marketplace/equipment/x', 'Cordless drill');
    await waitFor(() => expect(document.title).toBe('Cordless drill · Partilha'));
    expect(description()).toBe('Cordless drill, to rent.');
    act(() => getByRole('button').click());
    await waitFor(() => expect(document.title).toBe('Terms of Service · Partilha'));
    expect(description()).toBe(ROUTE_META['/legal/terms']!.description);
  });

  it("keeps the route's title and description while a page has none of its own", async () => {
    renderAt('/marketplace/equipment/x', '');
    await waitFor(() => expect(document.title).toBe('Equipment rental · Partilha'));
    expect(description()).toBe(ROUTE_META['/marketplace/equipment/:id']!.description);
  });

  it("gives the home page the site's title, without the route table", () => {
    renderAt('/home', '');
    expect(document.title).toBe(SITE_TITLE);
    expect(description()).toBe(ROUTE_META['/home']!.description);
  });
});

describe('the route meta in European Portuguese', () => {
  afterEach(() => setActiveLanguage('en'));
  const english = Object.fromEntries(Object.entries(ROUTE_META));
  const portuguese = inLanguage('pt-PT', () => Object.fromEntries(Object.entries(ROUTE_META)));

  it('gives every route a Portuguese description of at most 160 characters, different from the English one', () => {
    expect(Object.keys(portuguese).sort()).toEqual(Object.keys(english).sort());
    for (const [pattern, meta] of Object.entries(portuguese)) {
      expect(meta.description.length, pattern).toBeGreaterThan(30);
      expect(meta.description.length, pattern).toBeLessThanOrEqual(160);
      expect(meta.description, pattern).not.toMatch(/\s{2}|^\s|\s$/);
      expect(meta.description, pattern).not.toBe(english[pattern]!.description);
      if (english[pattern]!.title) expect(meta.title, pattern).not.toBe('');
    }
  });

  it('describes different pages differently in Portuguese too', () => {
    const samePage = new Set(['/style-guide', '/test', '/test-firebase', '/account/dashboard']);
    const descriptions = Object.entries(portuguese)
      .filter(([pattern]) => !samePage.has(pattern))
      .map(([, meta]) => meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('reads the titles in the language active when asked, not when the module loaded', () => {
    setActiveLanguage('pt-PT');
    expect(routeMeta('/marketplace/equipment/abc123').title).toBe('Aluguer de equipamento');
    expect(routeMeta('/account/listings/abc123/edit').title).toBe('Editar anúncio');
    expect(routeMeta('/legal/privacy').title).toBe('Política de Privacidade');
    expect(routeMeta('/no/such/page').description).toMatch(/^Partilha — um mercado comunitário local/);
    expect(documentTitle('')).toBe('Partilha — partilha competências e equipamento perto de ti');
    expect(documentTitle('Definições')).toBe('Definições · Partilha');
    expect(profileMetaDescription('Ana', '')).toMatch(/^Ana na Partilha/);
    setActiveLanguage('en');
    expect(routeMeta('/legal/privacy').title).toBe('Privacy Policy');
  });

  it('sets the Portuguese title and description when the frame draws in Portuguese', async () => {
    setActiveLanguage('pt-PT');
    render(
      <MemoryRouter initialEntries={['/legal/terms']}>
        <Routes>
          <Route element={<Frame />}>
            <Route path="/legal/terms" element={<p>Termos</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Termos de Serviço · Partilha'));
    expect(description()).toBe(portuguese['/legal/terms']!.description);
  });
});
