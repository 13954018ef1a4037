/**
 * Loads a large shop catalogue for the "catalogue at scale" benchmark, in one statement
 * on the database server (generate_series), so 100,000 products take seconds:
 *   DATABASE_URL=postgres://… node scripts/bench/catalogue.mjs [count]
 * The database must be migrated (start the server on it once). Earlier bench products
 * (SKU BENCH-…) are replaced; the demo catalogue is kept. Names, categories, brands and
 * descriptions are drawn from word lists so searches, filters and every sort have real work.
 */
import pg from 'pg';

const ADJECTIVES = [
  'Hand-painted',
  'Carved',
  'Woven',
  'Hammered',
  'Embroidered',
  'Glazed',
  'Antique',
  'Berber',
  'Engraved',
  'Tadelakt',
  'Beaded',
  'Braided',
  'Pierced',
  'Enamel',
  'Inlaid',
  'Rustic',
  'Saharan',
  'Indigo',
  'Saffron',
  'Amber',
  'Rose',
  'Midnight',
  'Desert',
  'Atlas',
];
const MATERIALS = [
  'Brass',
  'Cedar',
  'Copper',
  'Leather',
  'Wool',
  'Silver',
  'Clay',
  'Argan',
  'Thuya',
  'Cactus Silk',
  'Olive Wood',
  'Ceramic',
  'Glass',
  'Palm',
  'Cotton',
  'Linen',
  'Camel Bone',
  'Tin',
];
const NOUNS = [
  'Lantern',
  'Pouf',
  'Rug',
  'Tagine',
  'Teapot',
  'Bowl',
  'Pendant',
  'Bracelet',
  'Mirror',
  'Tray',
  'Cushion',
  'Throw',
  'Babouche',
  'Bag',
  'Box',
  'Plate',
  'Vase',
  'Candle Holder',
  'Necklace',
  'Spice Set',
  'Soap',
  'Oil',
  'Blanket',
  'Basket',
  'Lamp',
  'Jar',
  'Kilim',
  'Satchel',
];
const TOWNS = [
  'Marrakech',
  'Fez',
  'Essaouira',
  'Tamegroute',
  'Safi',
  'Taroudant',
  'Ouarzazate',
  'Chefchaouen',
];
const CATEGORIES = [
  'Beauty & Wellness',
  'Home Decor',
  'Jewelry',
  'Kitchen & Tableware',
  'Leather Goods',
  'Rugs & Textiles',
  'Spices & Pantry',
];

const pick = (list, expr) =>
  `(array[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])[1 + (${expr}) % ${list.length}]`;

/** Adds `count` products to the database behind `client`; returns how long it took in ms. */
export async function loadCatalogue(client, count) {
  const started = Date.now();
  await client.query(`delete from products where sku like 'BENCH-%'`);
  await client.query('select setseed(0.42)');
  await client.query(
    `insert into products (id, slug, name, description, long_description, price_cents, original_price_cents,
       images, category, brand, sku, count_in_stock, rating_avg, num_reviews, sold_count, is_featured,
       is_published, seo_title, seo_description, seo_keywords, created_at, updated_at)
     with demo as (
       select coalesce(array_agg(images[1] order by id), array['']) as images
         from products where coalesce(sku, '') not like 'BENCH-%' and cardinality(images) > 0
     )
     select 'bench' || lpad(to_hex(i), 8, '0') || substr(md5(i::text), 1, 11),
            lower(regexp_replace(name, '[^A-Za-z]+', '-', 'g')) || '-b' || i,
            name,
            'A ' || lower(adjective) || ' ' || lower(noun) || ' made in ' || town || ' by the ' || brand || '.',
            'Each piece is finished by hand in ' || town || '. ' || name || ' ships wrapped and insured.',
            price, case when i % 3 = 0 then price + 500 + (i % 40) * 100 end,
            array[image], category, brand, 'BENCH-' || i,
            case when i % 10 = 0 then 0 else (i * 7) % 60 end,
            round((1 + random() * 4)::numeric, 1), (i * 13) % 300, (i * 31) % 1000,
            i % 33 = 0, i % 40 <> 0, '', '', '{}',
            now() - (i || ' minutes')::interval, now()
       from (
         select i, adjective || ' ' || material || ' ' || noun as name, adjective, noun, town, category, brand,
                image, 500 + ((i * 7919) % 99500) as price
           from (
             select i,
                    ${pick(ADJECTIVES, 'i * 17')} as adjective,
                    ${pick(MATERIALS, 'i * 13 + i / 7')} as material,
                    ${pick(NOUNS, 'i * 11 + i / 3')} as noun,
                    ${pick(TOWNS, 'i')} as town,
                    ${pick(CATEGORIES, 'i * 5 + i / 11')} as category,
                    'Atelier ' || ${pick(TOWNS, 'i / 5')} || ' ' || (i % 40) as brand,
                    demo.images[1 + i % cardinality(demo.images)] as image
               from generate_series(1, $1::int) as i, demo
           ) words
       ) rows`,
    [count],
  );
  // As autovacuum would soon after a bulk load: without the visibility map the sort indexes
  // cannot answer pages and counts alone (every entry costs a visit to the table).
  await client.query('vacuum analyze products');
  return Date.now() - started;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('usage: DATABASE_URL=postgres://… node scripts/bench/catalogue.mjs [count]');
    process.exit(2);
  }
  const count = Number(process.argv[2] ?? 100_000);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ms = await loadCatalogue(client, count);
    console.log(`${count} products loaded in ${(ms / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
