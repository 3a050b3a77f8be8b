/**
* | output |
* | --- |
* | "You cannot apply to your own job" |
*
* @param {Jobs_Cannot_Apply_OwnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_cannot_apply_own: ((inputs?: Jobs_Cannot_Apply_OwnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Cannot_Apply_OwnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Cannot_Apply_OwnInputs = {};
