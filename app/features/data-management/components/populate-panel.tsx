import { useEffect } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { useT } from "~/i18n/language-context";
import { ErrorBanner } from "~/ui/error-banner";
import { busySubmit } from "~/ui/form-fields";
import { formErrorsOf, type FormReply } from "~/ui/form-reply";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { STAGE_MESSAGE } from "../data-management-messages";
import { dataManagementScreenMessages } from "../data-management-texts";
import { progressPercent, type PopulateJobView } from "../populate";

/** How often the page asks for the running job's row. */
const POLL_INTERVAL_MS = 500;

/**
 * While a run goes on, loads the page's data again every half second: the row in the database is
 * the run's only record, so a reload, another tab or another admin sees the same progress.
 */
function usePollWhileRunning(job: PopulateJobView | null) {
  const revalidator = useRevalidator();
  const { revalidate, state } = revalidator;
  const running = job?.running ?? false;
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
    // `job` changes with every answer, so each one schedules the next.
  }, [job, running, state, revalidate]);
}

/** Populate: the button, then the latest run's stage as a progress bar and in words. */
export function PopulatePanel({ job, reply }: { job: PopulateJobView | null; reply: FormReply | undefined }) {
  const t = useT(dataManagementScreenMessages);
  const describe = useDescribeMessage(dataManagementScreenMessages, "dataManagement.populateFailed");
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formData?.get("intent") === "populate";
  usePollWhileRunning(job);
  const refusal = formErrorsOf(reply, "populate")?.[0];

  return (
    <section aria-labelledby="populate-heading" className="data-panel">
      <h3 id="populate-heading">{t("dataManagement.populateHeading")}</h3>
      <p>{t("dataManagement.populateIntro")}</p>
      <Form method="post" className="form-actions">
        <button type="submit" name="intent" value="populate" className="button" {...busySubmit(starting || job?.running === true)}>
          {starting ? t("dataManagement.populateStarting") : t("dataManagement.populateButton")}
        </button>
      </Form>
      {refusal && <ErrorBanner message={describe(refusal)} />}
      {job && (
        <div className="populate-progress">
          <label htmlFor="populate-progress">{t("dataManagement.progressLabel")}</label>
          <progress id="populate-progress" max={100} value={progressPercent(job)} />
          <p className="populate-stage" role="status">
            {t(STAGE_MESSAGE[job.stage])}
          </p>
          {job.stage === "completed" && job.total === 0 ? (
            <p className="form-note">{t("dataManagement.populateNothingMissing")}</p>
          ) : (
            job.stage !== "extracting" && <p className="form-note">{t("dataManagement.populateCounts", { done: job.done, total: job.total })}</p>
          )}
          {job.stage === "error" && <ErrorBanner message={describe(job.error ?? "dataManagement.populateFailed")} />}
        </div>
      )}
    </section>
  );
}
