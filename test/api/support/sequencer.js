const Sequencer = require('@jest/test-sequencer').default;

/** The API suites in their usual order, but the log-hygiene check last: it reads what all the others caused. */
class ApiSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const last = (t) => /log-hygiene/.test(t.path);
    return [...sorted.filter((t) => !last(t)), ...sorted.filter(last)];
  }
}

module.exports = ApiSequencer;
