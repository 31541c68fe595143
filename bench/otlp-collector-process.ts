import { FakeOtlpCollector } from '../apps/server/test-support/fake-otlp-collector';

// The collector stand-in in a process of its own, as a real collector would be: in the benchmark's
// process, parsing the server's span exports took the CPU the load generator needs. It sends its
// endpoint once started and answers each 'count' message with the spans received so far.
const collector = new FakeOtlpCollector({ keep: false });
const endpoint = await collector.start();
process.send?.({ endpoint });
process.on('message', (message) => {
  if (message === 'count') process.send?.({ received: collector.received });
});
process.on('disconnect', () => void collector.stop().then(() => process.exit(0)));
