import { describe, expect, it } from 'vitest';
import { ARTICLE_PAGES } from '../../../test/helpers/article-site';
import { extractArticle } from './extract';
import { GenerationError } from './generation-error';

const URL_BASE = 'https://medina-notes.example/2025/majorelle';

describe('extractArticle', () => {
  const page = extractArticle(ARTICLE_PAGES.majorelle, URL_BASE);

  it('reads the headline, description, site name, language and lead picture', () => {
    expect(page.title).toBe('An Early Morning at the Jardin Majorelle: How to Beat the Crowds');
    expect(page.description).toBe(
      "Arrive at opening time, book online and leave room for the Berber Museum: a practical, unhurried guide to Marrakech's famous blue garden.",
    );
    expect(page.siteName).toBe('Medina Notes');
    expect(page.lang).toBe('en');
    expect(page.leadImage).toBe('https://medina-notes.example/images/majorelle-blue.jpg');
  });

  it('keeps the article text and its headings in order', () => {
    expect(page.headings).toEqual([
      'Book your ticket online the day before',
      'Arrive at opening time',
      'Walk the garden against the flow',
      'Leave time for the Berber Museum',
      'Practical tips',
    ]);
    expect(page.text).toContain('The Jardin Majorelle is the most visited garden in Morocco');
    expect(page.text).toContain('- The cactus garden holds species collected from five continents');
    expect(page.blocks).toContainEqual({
      kind: 'quote',
      text: expect.stringContaining('The garden was never a backdrop'),
    });
  });

  it('leaves out navigation, cookie banners, adverts, sign-up boxes, comments and bylines', () => {
    for (const boilerplate of [
      'Destinations',
      'We use cookies',
      'Advertisement',
      'Sponsored',
      'Book cheap flights',
      'Share on Facebook',
      'Get our Marrakech guide free',
      'You might also like',
      'Great tips, thank you',
      'All rights reserved',
      'By Salma Idrissi',
      'gtag',
    ]) {
      expect(page.text).not.toContain(boilerplate);
    }
  });

  it('works without social tags: the h1 is the headline and images resolve against the page', () => {
    const tanjia = extractArticle(ARTICLE_PAGES.tanjia, 'https://spice-route.example/travel/tanjia');
    expect(tanjia.title).toBe('Tanjia: the Marrakech dish cooked in the ashes of a hammam');
    expect(tanjia.siteName).toBe('The Spice Route Journal');
    expect(tanjia.leadImage).toBe('https://spice-route.example/media/tanjia-urn.jpg');
    expect(tanjia.publishedTime).toBe('2025-11-02T08:00:00Z');
    expect(tanjia.headings).toContain('Lunch, not dinner');
    expect(tanjia.blocks).toContainEqual({ kind: 'heading', level: 3, text: 'Lunch, not dinner' });
    expect(tanjia.text).not.toMatch(/GDPR|stores data such as cookies|ADVERTISEMENT|Sunway Tours|Read next/);
    expect(tanjia.text).not.toContain('contributing editor');
  });

  it('strips the site name from a <title> when nothing better exists', () => {
    const html = ARTICLE_PAGES.airport
      .replace(/<meta property="og:title"[^>]*>/, '')
      .replace(/<h1>[^<]*<\/h1>/, '<h2>Intro</h2>');
    const airport = extractArticle(html, 'https://atlas.example/guides/airport');
    expect(airport.title).toBe('Marrakech Airport to the Medina: Taxi, Bus or Transfer? (2025 guide)');
  });

  it('refuses a page without an article', () => {
    expect(() =>
      extractArticle('<html><body><nav><a href="/">Home</a></nav><p>Soon.</p></body></html>', URL_BASE),
    ).toThrow(GenerationError);
  });
});
