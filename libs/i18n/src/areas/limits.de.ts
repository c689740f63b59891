/**
 * Texts of the abuse limits (de), ADR 0034: the login of an account under attack, the limits of the cart import
 * and of guest orders and offer requests. Spread into the de catalogue (../de.ts); the keys must match
 * areas/limits.en.ts.
 */
export const limitsDe = {
  loginChallengeRequired:
    'Für dieses Konto gab es zuletzt viele fehlgeschlagene Anmeldeversuche. Bitte lassen Sie die automatische Sicherheitsprüfung abschließen und melden Sie sich dann erneut an.',
  loginChallengeRunning:
    'Für dieses Konto gab es zuletzt viele fehlgeschlagene Anmeldeversuche. Ihr Browser bestätigt die Anmeldung deshalb mit einer kurzen Sicherheitsprüfung – Sie werden gleich angemeldet.',
  cartImportBusyMsg: 'Gerade werden viele Dateien eingelesen. Bitte versuchen Sie es in einigen Sekunden erneut.',
  cartImportRateLimitedMsg: 'Sie haben in der letzten Stunde sehr viele Dateien importiert. Bitte versuchen Sie es später erneut.',
  guestMailLimitReachedMsg:
    'Mit dieser E-Mail-Adresse oder von diesem Anschluss wurden in der letzten Stunde bereits mehrere Gastbestellungen oder Angebotsanfragen gesendet. Bitte versuchen Sie es später erneut – oder melden Sie sich mit Ihrem Kundenkonto an.',
} as const;
