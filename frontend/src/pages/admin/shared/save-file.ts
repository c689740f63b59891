/** Hands a downloaded file to the user (a store gets it injected; unit tests pass a recorder). */
export type SaveFile = (blob: Blob, fileName: string) => void;

/** The browser's "save as": a temporary object URL clicked as a download link. */
export const saveInBrowser: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
