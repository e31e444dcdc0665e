// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasServerShell, releaseServerShell } from './server-shell';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(shell: string, app: string): void {
  document.body.innerHTML = `<div id="server-shell">${shell}</div><div id="root">${app}</div>`;
}

describe('releaseServerShell', () => {
  it('removes the first view and leaves the app', () => {
    page('<h1>First</h1>', '<h1>App</h1>');
    expect(hasServerShell()).toBe(true);
    releaseServerShell();
    expect(hasServerShell()).toBe(false);
    expect(document.body.textContent).toBe('App');
    releaseServerShell();
    expect(document.body.textContent).toBe('App');
  });

  it('moves what was typed into the app’s box, as typing would, with the focus', () => {
    page(
      '<input id="shell-header-search"><input id="shell-landing-search">',
      '<input id="header-search"><input id="landing-search">',
    );
    const typed = document.getElementById('shell-header-search') as HTMLInputElement;
    typed.value = 'tent';
    typed.focus();
    const appBox = document.getElementById('header-search') as HTMLInputElement;
    const heard: string[] = [];
    appBox.addEventListener('input', () => heard.push(appBox.value));

    releaseServerShell();

    expect(appBox.value).toBe('tent');
    expect(heard).toEqual(['tent']);
    expect(document.activeElement).toBe(appBox);
    // An untouched box stays as the app drew it.
    expect((document.getElementById('landing-search') as HTMLInputElement).value).toBe('');
  });

  it("gives the search page's own field what was typed into the first view's", () => {
    page(
      '<input id="shell-search-text" value="kite">',
      '<form class="search-text-form"><input type="search" value="zephyr"></form>',
    );
    releaseServerShell();
    expect((document.querySelector('.search-text-form input') as HTMLInputElement).value).toBe('kite');
  });
});
