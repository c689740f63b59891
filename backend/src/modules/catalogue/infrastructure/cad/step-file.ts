/**
 * A tiny but valid ISO 10303-21 (STEP AP214) file describing a product, generated on the fly for the
 * demo catalogue (which ships no CAD files). Deterministic: the same article always gives the same bytes.
 */
export function demoStepFile(productId: string, productName: string): string {
  const id = stepString(productId);
  const name = stepString(productName);
  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('Demo CAD model of article ${id}'),'2;1');`,
    `FILE_NAME('${id}.stp','2024-05-01T00:00:00',('HydraTec'),('HydraTec'),'HydraTec shop demo CAD','HydraTec shop','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
    "#1=APPLICATION_CONTEXT('core data for automotive mechanical design processes');",
    "#2=APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,#1);",
    "#3=PRODUCT_CONTEXT('',#1,'mechanical');",
    `#4=PRODUCT('${id}','${name}','',(#3));`,
    "#5=PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(#4));",
    "#6=PRODUCT_DEFINITION_FORMATION('','',#4);",
    "#7=PRODUCT_DEFINITION_CONTEXT('part definition',#1,'design');",
    "#8=PRODUCT_DEFINITION('design','',#6,#7);",
    "#9=PRODUCT_DEFINITION_SHAPE('','',#8);",
    "#10=CARTESIAN_POINT('',(0.,0.,0.));",
    "#11=DIRECTION('',(0.,0.,1.));",
    "#12=DIRECTION('',(1.,0.,0.));",
    "#13=AXIS2_PLACEMENT_3D('',#10,#11,#12);",
    "#14=(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.));",
    "#15=(NAMED_UNIT(*)PLANE_ANGLE_UNIT()SI_UNIT($,.RADIAN.));",
    "#16=(NAMED_UNIT(*)SI_UNIT($,.STERADIAN.)SOLID_ANGLE_UNIT());",
    "#17=UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),#14,'distance_accuracy_value','confusion accuracy');",
    "#18=(GEOMETRIC_REPRESENTATION_CONTEXT(3)GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((#17))GLOBAL_UNIT_ASSIGNED_CONTEXT((#14,#15,#16))REPRESENTATION_CONTEXT('',''));",
    "#19=SHAPE_REPRESENTATION('',(#13),#18);",
    '#20=SHAPE_DEFINITION_REPRESENTATION(#9,#19);',
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}

/** A STEP string literal body: printable ASCII only (umlauts, Ø, × transliterated), quotes doubled, backslashes escaped. */
function stepString(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/[Øø⌀]/g, 'D')
    .replace(/×/g, 'x')
    .replace(/°/g, ' deg')
    .replace(/[–—]/g, '-')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "''")
    .slice(0, 200);
}
