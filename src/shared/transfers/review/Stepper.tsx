import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../../components/ExplorerLink';
import { chainOf } from '../../../config';
import { txUrl } from '../../../lib/explorer-links';
import { NotifyWhenReady } from '../claim-alerts/NotifyWhenReady';
import { LateNotice } from '../late/LateNotice';
import { useTransfers } from '../transfer-store';
import { type Progress, type StepView, stepperView, transfersOf } from './progress';
import { methodWord, type RequestContext, requestText } from './words';

/** A step's name: the planned request's sentence, or what follows the origin transaction. */
function stepText(t: TFunction, ctx: RequestContext, step: StepView, destination: number): string {
  if (step.request) return requestText(t, ctx, step.request);
  const chain = chainOf(ctx.network, step.kind === 'send' ? step.chainId : destination)?.chainName;
  // A sent transfer's step, or an arrival step the method names.
  return methodWord(t, `stepper.step.${step.kind}`, { chain });
}

/** The transaction link of a step, on its chain's explorer. */
function StepLink({ step, ctx }: { step: StepView; ctx: RequestContext }) {
  const { t } = useTranslation();
  const chain = chainOf(ctx.network, step.chainId);
  const explorer = chain?.blockExplorers[0];
  const href = chain && step.hash ? txUrl(chain, step.hash) : undefined;
  if (!href || !step.hash || !explorer) return null;
  return (
    <ExplorerLink href={href} label={t('stepper.viewTransaction', { explorer: explorer.name })} title={step.hash}>
      {t('stepper.transaction')}
    </ExplorerLink>
  );
}

/**
 * The progress of a send (docs/transfers.md, "Progress"): each step with its state, the current one marked
 * for assistive technology, each transaction linked as soon as it has a hash, and a failed step's reason
 * and what to do. `delivered` renders in the step that completes the transfer once it is done.
 */
export function Stepper(props: {
  progress: Progress;
  ctx: RequestContext;
  destinationChainId: number;
  /** The place for what the user may do once the funds arrived (e.g. add the token to the wallet). */
  delivered?: ReactNode;
}) {
  const { t } = useTranslation();
  const transfers = useTransfers();
  const steps = stepperView(props.progress, transfers);
  const mine = transfersOf(props.progress, transfers);
  const last = steps[steps.length - 1];
  return (
    <ol className="stepper" data-testid="stepper">
      {steps.map((step) => (
        <li
          key={step.key}
          className={`step step-${step.state}`}
          data-state={step.state}
          data-kind={step.kind}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="step-mark" aria-hidden="true" />
          <span className="step-body">
            <span className="step-name">{stepText(t, props.ctx, step, props.destinationChainId)}</span>{' '}
            <span className="step-state">{t(`stepper.state.${step.state}`)}</span>{' '}
            <StepLink step={step} ctx={props.ctx} />
            {step.message ? (
              <span className="step-error" role="alert">
                {step.message}
              </span>
            ) : null}
            {step.advice ? <span className="step-advice">{t(`stepper.advice.${step.advice}`)}</span> : null}
            {step.note && step.state === 'current' ? (
              <span className="step-advice">{methodWord(t, step.note)}</span>
            ) : null}
            {/* Asked while a withdrawal waits for its batch, never before (docs/transfers.md, "Claim-ready alerts"). */}
            {step.becomesClaimable && step.state === 'current' ? <NotifyWhenReady /> : null}
            {/* A late transfer says why, while its arrival is under way (docs/transfers.md, "Late transfers"). */}
            {step.kind !== 'send' && !step.request && step.state === 'current'
              ? mine.map((transfer) => <LateNotice key={transfer.id} transfer={transfer} />)
              : null}
            {step === last && step.state === 'done' ? props.delivered : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
