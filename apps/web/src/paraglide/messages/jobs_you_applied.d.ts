/**
* | output |
* | --- |
* | "You applied on {date} · {status}" |
*
* @param {Jobs_You_AppliedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_you_applied: ((inputs: Jobs_You_AppliedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_You_AppliedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_You_AppliedInputs = {
    date: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
