/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {from} of {total} job" |
* | "other" | "Showing {from} of {total} jobs" |
*
* @param {Jobs_Showing_OneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_showing_one: ((inputs: Jobs_Showing_OneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Showing_OneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Showing_OneInputs = {
    count: NonNullable<unknown>;
    from: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
