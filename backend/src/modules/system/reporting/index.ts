/** The reporting module's public face (ADR 0023). */
export { ReportingModule } from './reporting.module';
export { REFRESH_STATISTICS } from './application/statistics-refresher';
