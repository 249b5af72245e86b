// The component tests, and the saga and unit tests of jest.config.js MSW_CLIENT_TESTS, talk to the msw server their
// fake lender servers answer from (test/components/support).
import { startMswServer } from '../components/support/mswServer';

startMswServer();
