// Automated accessibility audit (axe-core) of every screen at 1366 px, in Chromium against the built
// server: no violations of any impact (e2e/support/axe.ts; 375 px: accessibility-phone.e2e.ts).
import { auditEveryScreenOnOnePage } from './support/axe-walk';

auditEveryScreenOnOnePage(1366);
