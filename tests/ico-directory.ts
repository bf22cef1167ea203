// Reads an ICO file's directory as a browser does, for the tests of the favicon the build writes
// (web/prerender/brand-files.ts): each entry's declared size and its image's bytes.
export interface IcoImage {
  /** The entry's width and height (256 when the byte says 0). */
  readonly width: number;
  readonly height: number;
  readonly bitsPerPixel: number;
  readonly image: Buffer;
}

export function readIcoDirectory(file: Buffer): IcoImage[] {
  if (file.length < 6 || file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1)
    throw new Error('Not an ICO file: its header is not 0, 1');
  const count = file.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    if (entry + 16 > file.length) throw new Error(`ICO entry ${index} runs past the file`);
    const offset = file.readUInt32LE(entry + 12);
    const length = file.readUInt32LE(entry + 8);
    if (offset + length > file.length) throw new Error(`ICO image ${index} runs past the file`);
    return {
      width: file.readUInt8(entry) || 256,
      height: file.readUInt8(entry + 1) || 256,
      bitsPerPixel: file.readUInt16LE(entry + 6),
      image: file.subarray(offset, offset + length),
    };
  });
}
