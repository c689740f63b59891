import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import type { SolvedChallenge } from '../../api/identity-contracts';
import { useT } from '../../app/RouteContext';
import { failure, type ActionResult } from '../../stores/action-result';
import { ProofOfWorkTask } from '../../stores/ProofOfWorkTask';
import { useStores } from '../../stores/StoreContext';
import { ProofOfWorkControl } from '../forms/ProofOfWorkControl';

export interface LoginProof {
  task: ProofOfWorkTask;
  /** True once the account asked this form for a proof of work (the control is shown). */
  needed: boolean;
  /**
   * Runs a login. When the account is under attack and this browser is unknown to it (loginChallengeRequired),
   * solves a login challenge and sends the same login again with it — the owner is never locked out, he waits
   * for a few seconds of his browser's work (ADR 0034). A challenge that expired on the way is solved anew once.
   */
  run: (attempt: (challenge: SolvedChallenge | null) => Promise<ActionResult>) => Promise<ActionResult>;
}

/** The proof of work of a login form (customer and admin), asked for only when the server wants one. */
export function useLoginProof(): LoginProof {
  const { api } = useStores();
  // A login's proof of work (ADR 0034); its solver comes with the login forms, not with the storefront's entry.
  const [task] = useState(() => new ProofOfWorkTask(api, 'login'));
  const [needed, setNeeded] = useState(false);
  useEffect(() => () => task.cancel(), [task]);
  const run = useCallback(
    async (attempt: (challenge: SolvedChallenge | null) => Promise<ActionResult>) => {
      let answer = await attempt(null);
      for (let round = 0; round < 2; round++) {
        if (answer.ok || (answer.message !== 'loginChallengeRequired' && answer.message !== 'invalidChallengeMessage')) break;
        setNeeded(true);
        task.restart(); // a solution works once: every try gets a fresh challenge
        const solved = await task.ensureSolved();
        if (!solved) return failure('loginChallengeRequired');
        answer = await attempt(solved);
      }
      if (answer.ok) setNeeded(false);
      return answer;
    },
    [task],
  );
  return { task, needed, run };
}

/** What the visitor sees while his browser confirms a login to an account under attack. */
export const LoginProofStatus = observer(function LoginProofStatus({ proof }: { proof: LoginProof }) {
  const t = useT();
  if (!proof.needed) return null;
  return (
    <div className="login-proof" data-login-proof>
      <p className="form__note">{t('loginChallengeRunning')}</p>
      <ProofOfWorkControl task={proof.task} />
    </div>
  );
});
