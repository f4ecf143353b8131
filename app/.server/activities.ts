// Loading an activity for its page (issue 12): by id or the running one of a template. An unknown or
// ended activity sends the buyer to /noActivity (spec §2); other problems fail the page as usual.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Activity } from "~/lib/types";
import { problemOf } from "./upstream/problem";
import { getActivity, getCurrentActivity, type Template } from "./upstream/promotions";

export const NO_ACTIVITY = "/noActivity";

function isNotFound(thrown: unknown): boolean {
  const init = thrown && typeof thrown === "object" && "init" in thrown ? (thrown as { init?: { status?: number } }).init : undefined;
  return init?.status === 404 && problemOf(thrown)?.kind === "alert";
}

/** The activity, or a redirect to /noActivity when it is unknown or has ended. */
export async function activityOrNone(load: Promise<Activity>): Promise<Activity> {
  let activity: Activity;
  try {
    activity = await load;
  } catch (thrown) {
    if (isNotFound(thrown)) throw redirect(NO_ACTIVITY);
    throw thrown;
  }
  if (activity.status === 2) throw redirect(NO_ACTIVITY);
  return activity;
}

/** A positive id from a path or query value; null when absent; undefined when malformed. */
export function activityId(value: string | null | undefined): number | null | undefined {
  if (value === null || value === undefined || value === "") return null;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/**
 * The activity a template page shows: `?id=` (or the path's id) when given, else the running one of
 * the template. A malformed id is not found.
 */
export async function loadTemplateActivity(context: AppLoadContext, template: Template, rawId?: string | null): Promise<Activity> {
  const id = activityId(rawId);
  if (id === undefined) throw redirect(NO_ACTIVITY);
  return activityOrNone(id ? getActivity(context.upstream, id) : getCurrentActivity(context.upstream, template));
}
