import type { SVGProps } from 'react';

/** Icons only the catalogue and the cart use (same 24px grid and style as components/Icon). */
const paths = {
  eye: 'M12 5c5 0 8.6 3.6 10 7-1.4 3.4-5 7-10 7S3.4 15.4 2 12c1.4-3.4 5-7 10-7Zm0 2c-3.6 0-6.4 2.4-7.8 5 1.4 2.6 4.2 5 7.8 5s6.4-2.4 7.8-5c-1.4-2.6-4.2-5-7.8-5Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  table: 'M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v3h16V6H4Zm0 5v3h16v-3H4Zm0 5v2h16v-2H4Z',
  grid: 'M3 3h8v8H3V3Zm2 2v4h4V5H5Zm8-2h8v8h-8V3Zm2 2v4h4V5h-4ZM3 13h8v8H3v-8Zm2 2v4h4v-4H5Zm8-2h8v8h-8v-8Zm2 2v4h4v-4h-4Z',
  filter: 'M3 5h18v2l-7 7v5l-4 2v-7L3 7V5Zm2.8 2 5.2 5.2V18l0 0V12.2L16.2 7H5.8Z',
  download: 'M11 3h2v9.6l3.3-3.3 1.4 1.4L12 16.4l-5.7-5.7 1.4-1.4 3.3 3.3V3ZM4 18h16v2H4v-2Z',
  file: 'M6 2h8l6 6v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm1 2v16h11V9h-5V4H7Zm8 .4V7h2.6L15 4.4Z',
  play: 'M8 5.1v13.8a.6.6 0 0 0 .9.5l10.6-6.9a.6.6 0 0 0 0-1L8.9 4.6a.6.6 0 0 0-.9.5Z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0ZM8.5 11.3l-2 2a2.5 2.5 0 0 0 3.5 3.6l2-2 1.4 1.4-2 2a4.5 4.5 0 0 1-6.3-6.4l2-2 1.4 1.4Zm7-7a4.5 4.5 0 0 1 3.2 7.7l-2 2-1.4-1.4 2-2a2.5 2.5 0 0 0-3.6-3.5l-2 2-1.4-1.4 2-2a4.5 4.5 0 0 1 3.2-1.4Z',
  cad: 'M12 2 21 7v10l-9 5-9-5V7l9-5Zm0 2.3L5.9 7.7 12 11l6.1-3.3L12 4.3ZM5 9.4v6.4l6 3.4v-6.6L5 9.4Zm14 0-6 3.2v6.6l6-3.4V9.4Z',
  chevronLeft: 'M14.6 5 16 6.4 10.4 12l5.6 5.6-1.4 1.4-7-7 7-7Z',
  trash: 'M9 3h6l1 1h4v2H4V4h4l1-1ZM6 7h12v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V7Zm2 2v10h8V9H8Zm2 1.5h1.5v7H10v-7Zm2.5 0H14v7h-1.5v-7Z',
  image: 'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v10.6l3.5-3.5 3 3 4-5 3.5 4.3V6H5Zm3.5 1.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
} as const;

export type CatalogueIconName = keyof typeof paths;

/** Decorative inline icon (hidden from assistive technology). */
export function CatalogueIcon({ name, size = 20, ...rest }: { name: CatalogueIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor" {...rest}>
      <path d={paths[name]} />
    </svg>
  );
}
