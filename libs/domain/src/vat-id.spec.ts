import { compactVatId, isEuMemberState, looksLikeEuVatId, parseVatId, validateVatIdField, VAT_ID_PREFIXES } from './vat-id';

/**
 * Per prefix: registered numbers as companies print them (spacing and separators as found), the same numbers
 * with a wrong check digit, and numbers of a shape the state does not issue.
 */
const CASES: Record<string, { valid: string[]; wrongCheckDigit: string[]; wrongFormat: string[] }> = {
  AT: { valid: ['ATU13585627', 'ATU 142 43 102', 'ATU 65033803'], wrongCheckDigit: ['ATU12345678', 'ATU 143 43 102', 'ATU15169209'], wrongFormat: ['AT142431020', 'ATU 1515B209', 'ATU151592092'] },
  BE: { valid: ['BE 0202.239.951', 'BE0428759497', 'BE413562567', 'BE (0)468.561.072'], wrongCheckDigit: ['BE 0406.139.583', 'BE 0793 013 186'], wrongFormat: ['BE 02A2.239.951', 'BE 2202239951'] },
  BG: { valid: ['BG 103873594', 'BG 131 272 009', 'BG7523169263', 'BG8032056031'], wrongCheckDigit: ['BG 131 172 009', 'BG 1037735942'], wrongFormat: ['BG 10X8735941', 'BG12345678'] },
  CY: { valid: ['CY 10246672X', 'CY-10259033P', 'CY00632993 F'], wrongCheckDigit: ['CY 10246672F', 'CY-10009489 A'], wrongFormat: ['CY-12259033P', 'CY-102590Z3P'] },
  CZ: { valid: ['CZ 25123891', 'CZ 640903926', 'CZ 6306150004', 'CZ 450 33 145'], wrongCheckDigit: ['CZ 25557481', 'CZ 640913926', 'CZ 8058018314'], wrongFormat: ['CZ 95123891', 'CZ 1234567'] },
  DE: { valid: ['DE 118619592', 'DE 813 11 38 75', 'DE811125440'], wrongCheckDigit: ['DE123456789', 'DE 125014855', 'DE 246 495 415'], wrongFormat: ['DE 011125440', 'DE 246X595 415', 'DE12345678'] },
  DK: { valid: ['DK 10 50 32 80', 'DK 13 20 24 35'], wrongCheckDigit: ['DK 11 96 56 58', 'DK 2565 2202'], wrongFormat: ['DK 01503280', 'DK 1050328'] },
  EE: { valid: ['EE 100 931 558', 'EE 100523487'], wrongCheckDigit: ['EE 100 941 558', 'EE101256754'], wrongFormat: ['EE 10093155', 'EE 1009315580'] },
  EL: { valid: ['EL 039868210', 'EL 094501040', 'GR 082499478', 'EL 94501040'], wrongCheckDigit: ['EL 094013834', 'EL: 094269805'], wrongFormat: ['EL 0945010400', 'EL 09450104X'] },
  ES: { valid: ['ES A-28184661', 'ES 54362315K', 'ES - Q0818001J', 'ES X-2482300W', 'ES Y5277343F'], wrongCheckDigit: ['ES 54362415K', 'ES K-2814015-F', 'ES-x-2322300w'], wrongFormat: ['ES I2818466', 'ES B-583784312'] },
  FI: { valid: ['FI 02459042', 'FI 0982651-1', 'FI 20946063'], wrongCheckDigit: ['FI 02459043', 'FI 20946064'], wrongFormat: ['FI 2094606', 'FI 2094606A'] },
  FR: { valid: ['FR 04409414364', 'FR 13 393 892 815', 'FR 23000047372', 'FR K7399859412'], wrongCheckDigit: ['FR 04409414264', 'FR 21 326 565 603', 'FR K 7399859312'], wrongFormat: ['FR000076090', 'FR IO409414364'] },
  HR: { valid: ['HR 33392005961'], wrongCheckDigit: ['HR 33392005962'], wrongFormat: ['HR 3339200596', 'HR 3339200596A'] },
  HU: { valid: ['HU 10672101', 'HU 18206373'], wrongCheckDigit: ['HU 10672102', 'HU 18206374'], wrongFormat: ['HU 1067210', 'HU 106721011'] },
  IE: { valid: ['IE 4550159S', 'IE 0005306C', 'IE 6433435OA', 'IE 8D79739I'], wrongCheckDigit: ['IE 4731823H', 'IE 632 3421 C', 'IE8D79729I'], wrongFormat: ['IE 4550C59S', 'IE 069385V8'] },
  IT: { valid: ['IT 00118439991', 'IT 06863340961'], wrongCheckDigit: ['IT 00118439992', 'IT 06863340962'], wrongFormat: ['IT 00687129980', 'IT 00000000001'] },
  LT: { valid: ['LT 100001354118', 'LT 354991917'], wrongCheckDigit: ['LT 100001354119', 'LT 354991918'], wrongFormat: ['LT 100001354', 'LT 100001509922'] },
  LU: { valid: ['LU 10059929', 'LU 20993674'], wrongCheckDigit: ['LU 10059928', 'LU 20993675'], wrongFormat: ['LU 1005992', 'LU 1005992A'] },
  LV: { valid: ['LV 40003189718', 'LV 40003754957'], wrongCheckDigit: ['LV 40003189715', 'LV 90000528022'], wrongFormat: ['LV 4000318971', 'LV 32013112345X'] },
  MT: { valid: ['MT 1039-6417', 'MT 19661023'], wrongCheckDigit: ['MT 1039-6418', 'MT 19661024'], wrongFormat: ['MT 01966102', 'MT 1966102'] },
  NL: { valid: ['NL 806753742B01', 'NL 009122746 B01', 'NL00449544B01', 'NL 818643778B01'], wrongCheckDigit: ['NL 806753743B01', 'NL 818643779B01'], wrongFormat: ['NL 001241643801', 'NL 009122746B00', 'NL B06753742B01'] },
  PL: { valid: ['PL 5211355116', 'PL 7671325342'], wrongCheckDigit: ['PL 5211355117', 'PL 7671325343'], wrongFormat: ['PL 521135511', 'PL 521135511A'] },
  PT: { valid: ['PT 500 019 720', 'PT 501 507 930'], wrongCheckDigit: ['PT 500 019 721', 'PT 501 507 931'], wrongFormat: ['PT 050 019 720', 'PT 5000197200'] },
  RO: { valid: ['RO 11358544', 'RO 16621241', 'RO 21996566'], wrongCheckDigit: ['RO 11358545', 'RO 16621242'], wrongFormat: ['RO 01358544', 'RO 1630615123457'] },
  SE: { valid: ['SE 556043606401', 'SE 55 62 00-0777 01'], wrongCheckDigit: ['SE 556043606501', 'SE 556200077801'], wrongFormat: ['SE 55643359201', 'SE 556043606402'] },
  SI: { valid: ['SI 26808498', 'SI 70310815'], wrongCheckDigit: ['SI 26808499', 'SI 70310816'], wrongFormat: ['SI 06808498', 'SI 2680849'] },
  SK: { valid: ['SK 2022749619', 'SK 2020 237 945'], wrongCheckDigit: ['SK 1078449164', 'SK 302 274 96 19'], wrongFormat: ['SK A078449064', 'SK 012 274 96 19', 'SK 2010 237 945'] },
  XI: { valid: ['XI 432525179', 'XI 100 1950 75', 'XI 242338087388', 'XI GD100'], wrongCheckDigit: ['XI 432525178', 'XI 100 1950 76'], wrongFormat: ['XI 43252517', 'XI GD600', 'XI HA100'] },
};

describe('VAT ids of the EU member states and Northern Ireland', () => {
  it('covers the 27 member states and XI', () => {
    expect(Object.keys(CASES).sort()).toEqual([...VAT_ID_PREFIXES].sort());
    expect(VAT_ID_PREFIXES).toHaveLength(28);
  });

  describe.each(Object.entries(CASES))('%s', (prefix, { valid, wrongCheckDigit, wrongFormat }) => {
    it.each(valid)('accepts %s', (input) => {
      const parsed = parseVatId(input);
      expect(parsed).toMatchObject({ ok: true, value: { prefix } });
      if (parsed.ok) expect(parsed.value.id).toBe(`${prefix}${parsed.value.number}`);
    });
    it.each(wrongCheckDigit)('refuses %s: wrong check digit', (input) => {
      expect(parseVatId(input)).toEqual({ ok: false, error: 'vatIdCheckDigitInvalid' });
    });
    it.each(wrongFormat)('refuses %s: not the state’s format', (input) => {
      expect(parseVatId(input)).toEqual({ ok: false, error: 'vatIdFormatInvalid' });
    });
  });

  it('answers the Austrian id ATU12345678 as a wrong check digit; ATU12345675 is the well-formed one of that series', () => {
    expect(parseVatId('ATU12345678')).toEqual({ ok: false, error: 'vatIdCheckDigitInvalid' });
    expect(parseVatId('ATU12345675')).toMatchObject({ ok: true, value: { id: 'ATU12345675', country: 'AT', checkDigitVerified: true } });
  });

  it('normalises what people type: case, blanks, separators, the leading zeros some leave out', () => {
    expect(parseVatId(' atu 135.856-27 ')).toMatchObject({ ok: true, value: { id: 'ATU13585627' } });
    expect(parseVatId('BE413562567')).toMatchObject({ ok: true, value: { id: 'BE0413562567' } });
    expect(parseVatId('EL 94501040')).toMatchObject({ ok: true, value: { id: 'EL094501040', country: 'GR' } });
    expect(parseVatId('GR094501040')).toMatchObject({ ok: true, value: { prefix: 'EL', id: 'EL094501040', country: 'GR' } });
    expect(parseVatId('NL4495445B01')).toMatchObject({ ok: true, value: { id: 'NL004495445B01' } });
    expect(compactVatId('DE 813/11.38-75')).toBe('DE813113875');
  });

  it('refuses ids without an EU prefix, and a repeated prefix', () => {
    expect(parseVatId('CHE-123.456.788 MWST')).toEqual({ ok: false, error: 'vatIdCountryUnknown' });
    expect(parseVatId('GB 432525179')).toEqual({ ok: false, error: 'vatIdCountryUnknown' });
    expect(parseVatId('118619592')).toEqual({ ok: false, error: 'vatIdCountryUnknown' });
    expect(parseVatId('')).toEqual({ ok: false, error: 'vatIdCountryUnknown' });
    expect(parseVatId('AT')).toEqual({ ok: false, error: 'vatIdFormatInvalid' });
    expect(parseVatId('DE DE 118619592')).toEqual({ ok: false, error: 'vatIdFormatInvalid' });
  });

  it('marks the numbers whose state publishes no check-digit rule as checked by format only', () => {
    // A Latvian natural person's code: a birth date, no published check digit.
    expect(parseVatId('LV 10103241337')).toMatchObject({ ok: true, value: { checkDigitVerified: false } });
    expect(parseVatId('LV 10133241337')).toEqual({ ok: false, error: 'vatIdFormatInvalid' });
    // A Czech birth number from before 1954 has nine digits and no check digit.
    expect(parseVatId('CZ 530101123')).toMatchObject({ ok: true, value: { checkDigitVerified: false } });
    expect(parseVatId('CZ 25123891')).toMatchObject({ ok: true, value: { checkDigitVerified: true } });
  });

  it('knows the member states by their ISO codes (Greece GR, no United Kingdom)', () => {
    expect(isEuMemberState('gr')).toBe(true);
    expect(isEuMemberState('AT')).toBe(true);
    expect(isEuMemberState('CH')).toBe(false);
    expect(isEuMemberState('GB')).toBe(false);
    expect(isEuMemberState('EL')).toBe(false);
  });

  it('the address field rule: empty and foreign tax numbers pass, text with an EU prefix must be a well-formed id', () => {
    expect(validateVatIdField('')).toBeNull();
    expect(validateVatIdField('CHE-123.456.788 MWST')).toBeNull();
    expect(validateVatIdField('ATU13585627')).toBeNull();
    expect(validateVatIdField('ATU12345678')).toBe('vatIdCheckDigitInvalid');
    expect(validateVatIdField('DE 12345')).toBe('vatIdFormatInvalid');
    expect(looksLikeEuVatId('ATU1')).toBe(true);
    expect(looksLikeEuVatId('Steuernummer 12/345/67890')).toBe(false);
  });
});
