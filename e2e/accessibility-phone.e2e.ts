// Automated accessibility audit (axe-core) of every screen at 375 px, in Chromium against the built
// server: no violations of any impact (e2e/support/axe.ts; 1366 px: accessibility-desktop.e2e.ts).
import { auditEveryScreenOnOnePage } from './support/axe-walk';

auditEveryScreenOnOnePage(375);
