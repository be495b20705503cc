// The API tests' processes run on the run's clock (decision 0196): whatever the code under test asks `Date` for
// (libraries, defaults, the tokens jose dates and checks) is TEST_START and on at the real pace, never the
// machine's date. A suite's app may still have a clock of its own (`createTestApp(…, { clock })`).
import { installTestClock } from '../../server/lib/clock';
import { TEST_SINCE, TEST_START } from '../support/clock';

installTestClock({ at: TEST_START, since: TEST_SINCE });
