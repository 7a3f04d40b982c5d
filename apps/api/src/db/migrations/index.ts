// Every migration, statically imported so the bundled server carries them (no folder read at run time).
// Append new ones; names are UTC timestamps so they sort in the order they must run.
import type { Migration } from 'kysely';
import * as initial from './20261122T000000-initial';
import * as testCheckouts from './20261122T090000-test-checkouts';
import * as pendingEmail from './20261126T120000-pending-email';
import * as mapVersions from './20261126T130000-map-versions';
import * as scriptSections from './20261126T140000-script-sections';
import * as rehearsals from './20261126T150000-rehearsals';
import * as stageLinks from './20261126T160000-stage-links';
import * as presenterSettings from './20261205T040000-presenter-settings';
import * as stageLinkMonitor from './20261205T050000-stage-link-monitor';
import * as stageLinkAudience from './20261205T210000-stage-link-audience';
import * as liveDocuments from './20261205T220000-live-documents';
import * as rehearsalCoach from './20261205T223000-rehearsal-coach';
import * as sharing from './20261206T003000-sharing';
import * as whoDidWhat from './20261206T043000-who-did-what';
import * as comments from './20261206T050000-comments';

export const migrations: Record<string, Migration> = {
  '20261122T000000-initial': initial,
  '20261122T090000-test-checkouts': testCheckouts,
  '20261126T120000-pending-email': pendingEmail,
  '20261126T130000-map-versions': mapVersions,
  '20261126T140000-script-sections': scriptSections,
  '20261126T150000-rehearsals': rehearsals,
  '20261126T160000-stage-links': stageLinks,
  '20261205T040000-presenter-settings': presenterSettings,
  '20261205T050000-stage-link-monitor': stageLinkMonitor,
  '20261205T210000-stage-link-audience': stageLinkAudience,
  '20261205T220000-live-documents': liveDocuments,
  '20261205T223000-rehearsal-coach': rehearsalCoach,
  '20261206T003000-sharing': sharing,
  '20261206T043000-who-did-what': whoDidWhat,
  '20261206T050000-comments': comments,
};
