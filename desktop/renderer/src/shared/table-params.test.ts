import { describe, expect, it } from 'vitest';
import { pageRequest, readPaging } from './table-params';

describe('table params', () => {
  it('reads paging and a descending sort from the hash', () => {
    expect(readPaging({ page: '3', perPage: '25', sort: '-created' })).toEqual({
      page: 3,
      perPage: 25,
      sort: { id: 'created', desc: true },
    });
  });

  it('falls back to page 1, 50 rows and the default sort for nonsense', () => {
    expect(readPaging({ page: '-2', perPage: 'lots' }, '-created')).toEqual({
      page: 1,
      perPage: 50,
      sort: { id: 'created', desc: true },
    });
  });

  it('never asks more rows than the server allows', () => {
    expect(readPaging({ perPage: '10000' }).perPage).toBe(200);
  });

  it('writes the sort back as the server reads it', () => {
    expect(pageRequest({ page: 1, perPage: 50, sort: { id: 'email', desc: false } })).toEqual({
      page: 1,
      perPage: 50,
      sort: 'email',
    });
  });
});
