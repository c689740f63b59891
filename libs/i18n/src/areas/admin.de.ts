/**
 * Admin texts (de). Spread into the de catalogue (../de.ts); the keys must match areas/admin.en.ts.
 */
export const adminDe = {
  adminForbidden: 'Diese Funktion ist nur für Administratoren. Bitte melden Sie sich mit einem Admin-Konto an.',
  jobAlreadyRunning: 'Diese Aufgabe läuft bereits. Bitte warten Sie, bis sie beendet ist.',
  jobKindUnknown: 'Diese Aufgabe gibt es nicht.',
  jobIdUnknown: 'Diesen Auftrag gibt es nicht.',
  jobStateQueued: 'Wartet',
  jobStateRunning: 'Läuft',
  jobStateDone: 'Erledigt',
  jobStateFailed: 'Fehlgeschlagen',
  jobInterrupted: 'Die Aufgabe wurde unterbrochen (der Server wurde neu gestartet). Bitte starten Sie sie erneut.',
  jobFailed: 'Die Aufgabe ist fehlgeschlagen. Es wurde nichts geändert.',
  auditLogTitle: 'Änderungsprotokoll',
  jobCanceled: 'Die Aufgabe wurde angehalten.',
  invalidValue: 'Dieser Wert ist ungültig.',
} as const;
