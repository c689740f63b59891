// A browser test that fails is run once more before the layer counts it as failed, and its first failure is
// printed in the log (ADR 0054). The browser layer runs beside the API layer on two cores; a wait that a busy
// machine lets run out must not fail CI, but it must stay visible: look for "Retry" / "errors before retry" in the
// log and make the test wait for what it means (as the catalogue and contact tests now do).
jest.retryTimes(1, { logErrorsBeforeRetry: true });
