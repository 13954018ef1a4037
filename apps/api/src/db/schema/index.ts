export * from './calendar';
export * from './catalog';
export * from './commerce';
export * from './content';
export * from './mail';
export * from './users';
export * from './wishlist';
