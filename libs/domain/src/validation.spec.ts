import {
  checkAntiSpamAnswer,
  createAntiSpamQuestion,
  hasErrors,
  togglePostOfficeBox,
  validateAddress,
  validateCity,
  validateCompanyName,
  validateContactForm,
  validateContactMessage,
  validateCustomerId,
  validateEmail,
  validateFilename,
  validateInvoiceEmail,
  validateLoginEmail,
  validateNewEmail,
  validateOfferBuyer,
  validatePassword,
  validatePasswordConfirmation,
  validatePersonName,
  validatePhone,
  validatePostOfficeBox,
  validatePrivacyPolicyAccepted,
  validateRegistration,
  validateRequiredPassword,
  validateSalutation,
  validateStreet,
  validateZipCode,
} from './validation';

describe('validateEmail', () => {
  it.each(['max@example.com', 'max.mustermann+shop@sub.example.co.uk', "o'neil@example.de", ' padded@example.com '])(
    'accepts %j',
    (email) => {
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each([
    '',
    null,
    undefined,
    'plain',
    '@example.com',
    'max@',
    'max@example',
    'max@@example.com',
    'max example@example.com',
    '.max@example.com',
    'max.@example.com',
    'ma..x@example.com',
    'max@-example.com',
    'max@example-.com',
    'max@example.c',
    'max@exa_mple.com',
  ])('rejects %j', (email) => {
    expect(validateEmail(email)).toBe('invalidEmailMessage');
  });

  it('enforces the length limits (254 total, 64 local, 63 per label)', () => {
    const local64 = 'a'.repeat(64);
    expect(validateEmail(`${local64}@example.com`)).toBeNull();
    expect(validateEmail(`${local64}a@example.com`)).toBe('invalidEmailMessage');
    const label63 = 'b'.repeat(63);
    expect(validateEmail(`max@${label63}.com`)).toBeNull();
    expect(validateEmail(`max@${label63}b.com`)).toBe('invalidEmailMessage');
    const domain = `${'c'.repeat(61)}.${'d'.repeat(61)}.${'e'.repeat(61)}.${'f'.repeat(61)}.de`;
    expect(`xyz@${domain}`.length).toBe(254);
    expect(validateEmail(`xyz@${domain}`)).toBeNull(); // 254
    expect(validateEmail(`wxyz@${domain}`)).toBe('invalidEmailMessage'); // 255
  });

  it('uses the new-email message on the change-email form', () => {
    expect(validateEmail('nope', { isNewEmail: true })).toBe('invalidNewEmailMessage');
    expect(validateNewEmail('nope')).toBe('invalidNewEmailMessage');
    expect(validateNewEmail('ok@example.com')).toBeNull();
  });

  it('checks the invoice email only when the alternative box is ticked', () => {
    expect(validateInvoiceEmail('', false)).toBeNull();
    expect(validateInvoiceEmail('nope', false)).toBeNull();
    expect(validateInvoiceEmail('nope', true)).toBe('invalidEmailMessage');
    expect(validateInvoiceEmail('', true)).toBe('invalidEmailMessage');
    expect(validateInvoiceEmail('bill@example.com', true)).toBeNull();
  });
});

describe('names and company', () => {
  it.each(['Jo', 'Müller-Lüdenscheidt', "O'Brien", 'José María', 'Zoë', 'Đorđe', 'D’Angelo'])('accepts name %j', (name) => {
    expect(validatePersonName(name)).toBeNull();
  });

  it.each(['', 'J', ' J ', 'R2D2', 'Max!', '--', "''", 'Max_Mustermann'])('rejects name %j', (name) => {
    expect(validatePersonName(name)).toBe('invalidNameMessage');
  });

  it('company: longer than 1 character with a letter', () => {
    expect(validateCompanyName('3M')).toBeNull();
    expect(validateCompanyName('AB')).toBeNull();
    expect(validateCompanyName('A')).toBe('invalidCompanyNameMessage');
    expect(validateCompanyName('12')).toBe('invalidCompanyNameMessage');
    expect(validateCompanyName('  ')).toBe('invalidCompanyNameMessage');
    expect(validateCompanyName(undefined)).toBe('invalidCompanyNameMessage');
  });

  it('customer id: optional, else exactly 5 digits', () => {
    expect(validateCustomerId('')).toBeNull();
    expect(validateCustomerId(undefined)).toBeNull();
    expect(validateCustomerId('12345')).toBeNull();
    expect(validateCustomerId('1234')).toBe('invalidCustomerIdMessage');
    expect(validateCustomerId('123456')).toBe('invalidCustomerIdMessage');
    expect(validateCustomerId('1234a')).toBe('invalidCustomerIdMessage');
  });

  it('salutation: mr or mrs', () => {
    expect(validateSalutation('mr')).toBeNull();
    expect(validateSalutation('mrs')).toBeNull();
    expect(validateSalutation('dr')).toBe('invalidSalutationMessage');
    expect(validateSalutation(undefined)).toBe('invalidSalutationMessage');
  });
});

describe('address fields', () => {
  it('street: more than 2 characters with a letter', () => {
    expect(validateStreet('Hauptstr. 1')).toBeNull();
    expect(validateStreet('Ab1')).toBeNull();
    expect(validateStreet('Ab')).toBe('invalidStreetMessage');
    expect(validateStreet('123')).toBe('invalidStreetMessage');
    expect(validateStreet('')).toBe('invalidStreetMessage');
  });

  it('post office box: not empty', () => {
    expect(validatePostOfficeBox('1234')).toBeNull();
    expect(validatePostOfficeBox(' ')).toBe('invalidPostOfficeBoxMessage');
  });

  it('zip: more than 3 characters', () => {
    expect(validateZipCode('70173')).toBeNull();
    expect(validateZipCode('8001')).toBeNull();
    expect(validateZipCode('123')).toBe('invalidZipCodeMessage');
    expect(validateZipCode('')).toBe('invalidZipCodeMessage');
  });

  it.each(['Stuttgart', 'München', 'Frankfurt am Main', 'St. Gallen', 'Garmisch-Partenkirchen', "L'Aquila", 'Frankfurt (Oder)', 'Halle/Saale'])(
    'accepts city %j',
    (city) => {
      expect(validateCity(city)).toBeNull();
    },
  );

  it.each(['', 'Berlin 10', '12345', '...', 'Köln!'])('rejects city %j', (city) => {
    expect(validateCity(city)).toBe('invalidCityMessage');
  });

  it('phone: more than 6 characters, no letters', () => {
    expect(validatePhone('+49 711 123456')).toBeNull();
    expect(validatePhone('(0711) 12-34')).toBeNull();
    expect(validatePhone('1234567')).toBeNull();
    expect(validatePhone('123456')).toBe('invalidPhoneMessage');
    expect(validatePhone('0711 CALL ME')).toBe('invalidPhoneMessage');
    expect(validatePhone('-------')).toBe('invalidPhoneMessage');
    expect(validatePhone('')).toBe('invalidPhoneMessage');
  });

  it('phone is optional on the contact form', () => {
    expect(validatePhone('', { optional: true })).toBeNull();
    expect(validatePhone('123', { optional: true })).toBe('invalidPhoneMessage');
  });
});

describe('validateAddress', () => {
  const valid = { nameLine1: 'ACME GmbH', street: 'Hauptstr. 1', zip: '70173', city: 'Stuttgart', country: 'DE' };

  it('accepts a street address', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(hasErrors(validateAddress(valid))).toBe(false);
  });

  it('accepts a post office box address', () => {
    expect(validateAddress({ ...valid, street: '', postOfficeBox: '10 20 30' })).toEqual({});
    expect(validateAddress({ ...valid, street: '', postOfficeBox: '102030' }, { usePostOfficeBox: true })).toEqual({});
  });

  it('needs a street or a post office box', () => {
    expect(validateAddress({ ...valid, street: '' })).toEqual({ street: 'invalidStreetMessage' });
    expect(validateAddress({ ...valid, street: '' }, { usePostOfficeBox: true })).toEqual({
      postOfficeBox: 'invalidPostOfficeBoxMessage',
    });
  });

  it('rejects both a street and a post office box', () => {
    expect(validateAddress({ ...valid, postOfficeBox: '1234' })).toEqual({ postOfficeBox: 'streetOrPostOfficeBoxMessage' });
  });

  it('requires name line 1, zip, city and country', () => {
    const errors = validateAddress({ street: 'Hauptstr. 1' });
    expect(errors).toEqual({
      nameLine1: 'requiredFieldMessage',
      zip: 'invalidZipCodeMessage',
      city: 'invalidCityMessage',
      country: 'invalidCountryMessage',
    });
    expect(hasErrors(errors)).toBe(true);
    expect(validateAddress({ ...valid, country: 'XX' })).toEqual({ country: 'invalidCountryMessage' });
    expect(validateAddress({ ...valid, country: 'CS' })).toEqual({});
  });

  it('checks the VAT id field when it holds an EU VAT id; other tax numbers and an empty field pass', () => {
    expect(validateAddress({ ...valid, taxNo: 'ATU13585627' })).toEqual({});
    expect(validateAddress({ ...valid, taxNo: '' })).toEqual({});
    expect(validateAddress({ ...valid, taxNo: 'CHE-123.456.788 MWST' })).toEqual({});
    expect(validateAddress({ ...valid, taxNo: 'ATU12345678' })).toEqual({ taxNo: 'vatIdCheckDigitInvalid' });
    expect(validateAddress({ ...valid, taxNo: 'DE 1234' })).toEqual({ taxNo: 'vatIdFormatInvalid' });
  });

  it('ticking the post office box clears the street', () => {
    const address = { ...valid, postOfficeBox: '' };
    expect(togglePostOfficeBox(address, true)).toEqual({ ...address, street: '' });
    expect(togglePostOfficeBox({ ...address, street: '', postOfficeBox: '12' }, false)).toEqual({
      ...address,
      street: '',
      postOfficeBox: '',
    });
  });
});

describe('passwords', () => {
  it.each(['Abcdefghij1!', 'Sup3r$ecretPass', 'Äbcdefghij1?', 'Aa1!Aa1!Aa1!Aa1!Aa1!'])('accepts %j', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['too short (11)', 'Abcdefghi1!'],
    ['too long (21)', 'Aa1!Aa1!Aa1!Aa1!Aa1!A'],
    ['no digit', 'Abcdefghijk!'],
    ['no lower-case', 'ABCDEFGHIJ1!'],
    ['no upper-case', 'abcdefghij1!'],
    ['no special', 'Abcdefghijk1'],
    ['whitespace', 'Abcdef ghij1!'],
    ['empty', ''],
  ])('rejects %s', (_label, password) => {
    expect(validatePassword(password)).toBe('invalidPasswordMessage');
  });

  it('confirmation must match', () => {
    expect(validatePasswordConfirmation('Abcdefghij1!', 'Abcdefghij1!')).toBeNull();
    expect(validatePasswordConfirmation('Abcdefghij1!', 'abcdefghij1!')).toBe('passwordMismatchMessage');
    expect(validatePasswordConfirmation('Abcdefghij1!', '')).toBe('passwordMismatchMessage');
  });
});

describe('login and other forms', () => {
  it('login needs email and password', () => {
    expect(validateLoginEmail('')).toBe('mustEnterEmail');
    expect(validateLoginEmail('  ')).toBe('mustEnterEmail');
    expect(validateLoginEmail('nope')).toBe('invalidEmailMessage');
    expect(validateLoginEmail('max@example.com')).toBeNull();
    expect(validateRequiredPassword('')).toBe('mustEnterPassword');
    expect(validateRequiredPassword(undefined)).toBe('mustEnterPassword');
    expect(validateRequiredPassword('short')).toBeNull();
  });

  it('privacy policy must be confirmed', () => {
    expect(validatePrivacyPolicyAccepted(true)).toBeNull();
    expect(validatePrivacyPolicyAccepted(false)).toBe('mustConfirmPrivacyPolicyMessage');
    expect(validatePrivacyPolicyAccepted(undefined)).toBe('mustConfirmPrivacyPolicyMessage');
  });

  it('contact message: 11 to 600 characters', () => {
    expect(validateContactMessage('a'.repeat(10))).toBe('invalidContactFormMessage');
    expect(validateContactMessage('a'.repeat(11))).toBeNull();
    expect(validateContactMessage('a'.repeat(600))).toBeNull();
    expect(validateContactMessage('a'.repeat(601))).toBe('invalidContactFormMessage');
    expect(validateContactMessage(`   ${'a'.repeat(10)}   `)).toBe('invalidContactFormMessage');
    expect(validateContactMessage(undefined)).toBe('invalidContactFormMessage');
  });

  it('filename without extension: contains a dot and longer than 3 characters', () => {
    expect(validateFilename('a.xl')).toBeNull();
    expect(validateFilename('a.x')).toBe('mustEnterValidFilename');
    expect(validateFilename('abcd')).toBe('mustEnterValidFilename');
    expect(validateFilename('')).toBe('mustEnterValidFilename');
    expect(validateFilename(null)).toBe('mustEnterValidFilename');
  });

  it('filename with extension: ends with it and is longer than it', () => {
    expect(validateFilename('Cart.xlsx', 'xlsx')).toBeNull();
    expect(validateFilename('c.XLSX', '.xlsx')).toBeNull();
    expect(validateFilename('.xlsx', 'xlsx')).toBe('mustEnterValidFilename');
    expect(validateFilename('Cart.csv', 'xlsx')).toBe('mustEnterValidFilename');
    expect(validateFilename('Cartxlsx', 'xlsx')).toBe('mustEnterValidFilename');
  });
});

describe('composite forms', () => {
  const registration = {
    company: 'ACME GmbH',
    customerId: '',
    salutation: 'mrs',
    firstname: 'Erika',
    lastname: 'Mustermann',
    email: 'erika@example.com',
    password: 'Abcdefghij1!',
  };

  it('validates a registration', () => {
    expect(validateRegistration(registration)).toEqual({});
    expect(
      validateRegistration({
        ...registration,
        customerId: '12',
        email: 'x',
        useInvoiceEmail: true,
        invoiceEmail: 'y',
        passwordConfirmation: 'other',
        privacyPolicyAccepted: false,
      }),
    ).toEqual({
      customerId: 'invalidCustomerIdMessage',
      email: 'invalidEmailMessage',
      invoiceEmail: 'invalidEmailMessage',
      passwordConfirmation: 'passwordMismatchMessage',
      privacyPolicyAccepted: 'mustConfirmPrivacyPolicyMessage',
    });
  });

  it('validates the contact form', () => {
    const contact = { firstname: 'Erika', lastname: 'Mustermann', email: 'erika@example.com', message: 'Please call me back.' };
    expect(validateContactForm(contact)).toEqual({});
    expect(validateContactForm({ ...contact, phone: '12', company: 'A', message: 'short' })).toEqual({
      phone: 'invalidPhoneMessage',
      company: 'invalidCompanyNameMessage',
      message: 'invalidContactFormMessage',
    });
  });

  it('validates the offer buyer', () => {
    expect(validateOfferBuyer({ company: 'ACME', firstname: 'Erika', lastname: 'Muster', email: 'e@example.com' })).toEqual({});
    expect(validateOfferBuyer({})).toEqual({
      company: 'invalidCompanyNameMessage',
      firstname: 'invalidNameMessage',
      lastname: 'invalidNameMessage',
      email: 'invalidEmailMessage',
    });
  });
});

describe('anti-spam question', () => {
  const sequence = (...values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length];
  };

  it('creates plus questions from two numbers 1 to 10', () => {
    expect(createAntiSpamQuestion(sequence(0, 0.95, 0.2))).toEqual({ a: 1, b: 10, operator: '+', answer: 11, text: '1 + 10' });
  });

  it('creates minus questions with a non-negative answer', () => {
    expect(createAntiSpamQuestion(sequence(0.25, 0.65, 0.7))).toEqual({ a: 7, b: 3, operator: '-', answer: 4, text: '7 - 3' });
  });

  it('keeps numbers within 1..10 for any random source', () => {
    for (const r of [0, 0.0999, 0.5, 0.9999, 1, -1, NaN]) {
      const q = createAntiSpamQuestion(() => r);
      for (const n of [q.a, q.b]) {
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
      }
      expect(q.answer).toBeGreaterThanOrEqual(0);
    }
    for (let i = 0; i < 200; i += 1) {
      const q = createAntiSpamQuestion(Math.random);
      expect(q.answer).toBe(q.operator === '+' ? q.a + q.b : q.a - q.b);
    }
  });

  it('checks the answer', () => {
    const q = createAntiSpamQuestion(sequence(0.25, 0.65, 0.7)); // 7 - 3
    expect(checkAntiSpamAnswer(q, '4')).toBeNull();
    expect(checkAntiSpamAnswer(q, ' 4 ')).toBeNull();
    expect(checkAntiSpamAnswer(q, 4)).toBeNull();
    expect(checkAntiSpamAnswer(q, '5')).toBe('invalidAntiSpamMessage');
    expect(checkAntiSpamAnswer(q, '4.0')).toBe('invalidAntiSpamMessage');
    expect(checkAntiSpamAnswer(q, '')).toBe('invalidAntiSpamMessage');
    expect(checkAntiSpamAnswer(q, undefined)).toBe('invalidAntiSpamMessage');
  });
});
