/** A LIKE pattern (backslash escapes) finding the text `/media/<key>` anywhere in a column: where a media file is used. */
export function mediaUrlPattern(key: string): string {
  return `%/media/${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
