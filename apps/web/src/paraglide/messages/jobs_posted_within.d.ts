/**
* | output |
* | --- |
* | "Posted Within" |
*
* @param {Jobs_Posted_WithinInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_posted_within: ((inputs?: Jobs_Posted_WithinInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Posted_WithinInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Posted_WithinInputs = {};
