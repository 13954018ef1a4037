import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';

/*
 * Fonts embedded in our PDFs: PDF's built-in fonts only know Western European letters, so
 * an Arabic name printed as "?". Noto Sans writes Latin (with every accent), Greek and
 * Cyrillic; IBM Plex Sans Arabic writes Arabic and shares its proportions. Both are TrueType
 * files from npm packages (SIL Open Font License), read once per process.
 */

export type FontFamily = 'latin' | 'arabic';
export type FontWeight = 'regular' | 'bold';

// Named apart from `require`: the server bundle's banner already declares one.
const packageFiles = nodeModule.createRequire(import.meta.url);
const FILES: Record<FontFamily, Record<FontWeight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
  },
};

const loaded = new Map<string, Buffer>();

/** The name a font is registered under in a document, and its file's bytes. */
export function fontFile(family: FontFamily, weight: FontWeight): { name: string; data: Buffer } {
  const name = `${family}-${weight}`;
  let data = loaded.get(name);
  if (!data) {
    data = readFileSync(packageFiles.resolve(FILES[family][weight]));
    loaded.set(name, data);
  }
  return { name, data };
}

export const FONT_FAMILIES: readonly FontFamily[] = ['latin', 'arabic'];
export const FONT_WEIGHTS: readonly FontWeight[] = ['regular', 'bold'];

const ARABIC = /\p{Script=Arabic}/u;
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** Which font writes a character: Arabic letters the Arabic font, shared marks (spaces, digits, punctuation) either. */
export function familyOf(char: string): FontFamily | null {
  if (ARABIC.test(char)) return 'arabic';
  return SHARED.test(char) ? null : 'latin';
}
