/** CAD data rules shared by the product detail and the CAD providers (pure). */

/** File types of a product's `files` that are CAD data; every other file is a download. */
export const CAD_FILE_TYPES: readonly string[] = ['step', 'stp', 'igs', 'iges', 'dwg', 'dxf', 'sat', 'x_t', 'stl', 'prt', 'sldprt', 'ipt', '3dxml'];

export function isCadFileType(filetype: string): boolean {
  return CAD_FILE_TYPES.includes(filetype.toLowerCase());
}

/** Display names of CAD formats by file type. */
export const CAD_FORMAT_NAMES: Readonly<Record<string, string>> = {
  step: 'STEP AP214 (3D)',
  stp: 'STEP AP214 (3D)',
  igs: 'IGES (3D)',
  iges: 'IGES (3D)',
  dwg: 'AutoCAD DWG (2D)',
  dxf: 'AutoCAD DXF (2D)',
  sat: 'ACIS SAT (3D)',
  x_t: 'Parasolid (3D)',
  stl: 'STL (3D mesh)',
  prt: 'Creo / NX part (3D)',
  sldprt: 'SolidWorks part (3D)',
  ipt: 'Inventor part (3D)',
  '3dxml': '3D XML (3D)',
};
