// "The phone fits" (issue 24 item 4) at 390 px: no route scrolls sideways (e2e/support/sideways.ts; 320 px and
// the editor and teleprompter on a phone: phone-fit.e2e.ts).
import { everyRouteFits } from './support/sideways';

everyRouteFits(390);
