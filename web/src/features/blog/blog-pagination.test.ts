import { describe, expect, it } from 'vitest';
import {
  adjacentPosts,
  blogIndexPageCount,
  blogIndexPageNumber,
  blogIndexPath,
  blogIndexPosts,
  blogPageSize,
  blogPathOf,
} from './blog-pagination.ts';

describe('blog index pagination', () => {
  it('needs one page per blogPageSize posts, and one page for an empty blog', () => {
    expect(blogIndexPageCount(0)).toBe(1);
    expect(blogIndexPageCount(blogPageSize)).toBe(1);
    expect(blogIndexPageCount(blogPageSize + 1)).toBe(2);
    expect(blogIndexPageCount(1000)).toBe(Math.ceil(1000 / blogPageSize));
  });

  it('keeps page 1 at the blog’s own address and numbers the rest', () => {
    expect(blogIndexPath('/blog-page', 1)).toBe('/blog-page');
    expect(blogIndexPath('/blog-page', 3)).toBe('/blog-page/page/3');
  });

  it('finds the blog’s address from any page of its index', () => {
    expect(blogPathOf('/blog-page')).toBe('/blog-page');
    expect(blogPathOf('/blog-page/page/3')).toBe('/blog-page');
    expect(blogPathOf('/Blog-Page/page/12/')).toBe('/Blog-Page');
    expect(blogPathOf('/blog-page/')).toBe('/blog-page');
  });

  it('accepts only the numbers of later pages that exist', () => {
    const posts = blogPageSize * 3;
    expect(blogIndexPageNumber('2', posts)).toBe(2);
    expect(blogIndexPageNumber('3', posts)).toBe(3);
    for (const value of ['1', '4', '0', '02', '2.0', 'two', '', '-2']) {
      expect(blogIndexPageNumber(value, posts)).toBeNull();
    }
  });

  it('slices the newest-first list into pages', () => {
    const posts = Array.from({ length: blogPageSize + 2 }, (_, index) => index);
    expect(blogIndexPosts(posts, 1)).toEqual(posts.slice(0, blogPageSize));
    expect(blogIndexPosts(posts, 2)).toEqual([blogPageSize, blogPageSize + 1]);
  });
});

describe('adjacentPosts', () => {
  const posts = [{ slug: 'c' }, { slug: 'b' }, { slug: 'a' }];

  it('gives the newer and the older post', () => {
    expect(adjacentPosts(posts, 'b')).toEqual({ newer: { slug: 'c' }, older: { slug: 'a' } });
  });

  it('has no newer post for the newest, no older one for the oldest, neither for an unknown slug', () => {
    expect(adjacentPosts(posts, 'c')).toEqual({ newer: null, older: { slug: 'b' } });
    expect(adjacentPosts(posts, 'a')).toEqual({ newer: { slug: 'b' }, older: null });
    expect(adjacentPosts(posts, 'z')).toEqual({ newer: null, older: null });
  });
});
