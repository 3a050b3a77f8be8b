/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {from}–{to} of {total} job" |
* | "other" | "Showing {from}–{to} of {total} jobs" |
*
* @param {Jobs_Showing_RangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_showing_range: ((inputs: Jobs_Showing_RangeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Showing_RangeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Showing_RangeInputs = {
    count: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
