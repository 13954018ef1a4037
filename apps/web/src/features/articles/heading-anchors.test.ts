import { describe, expect, it } from 'vitest';
import { withHeadingAnchors } from './heading-anchors';

describe('withHeadingAnchors', () => {
  it('gives every h2 a unique id and lists it', () => {
    const { html, headings } = withHeadingAnchors(
      '<p>Intro</p><h2>Day one: the <em>souks</em></h2><p>x</p><h2>Day one: the souks</h2><h2>الشاي</h2><h3>Small</h3>',
    );
    expect(headings).toEqual([
      { id: 'day-one-the-souks', text: 'Day one: the souks' },
      { id: 'day-one-the-souks-2', text: 'Day one: the souks' },
      { id: 'section-3', text: 'الشاي' },
    ]);
    expect(html).toBe(
      '<p>Intro</p><h2 id="day-one-the-souks">Day one: the <em>souks</em></h2><p>x</p><h2 id="day-one-the-souks-2">Day one: the souks</h2><h2 id="section-3">الشاي</h2><h3>Small</h3>',
    );
  });

  it('leaves articles without sections alone', () => {
    expect(withHeadingAnchors('<p>Only text &amp; more</p>')).toEqual({
      html: '<p>Only text &amp; more</p>',
      headings: [],
    });
  });
});
