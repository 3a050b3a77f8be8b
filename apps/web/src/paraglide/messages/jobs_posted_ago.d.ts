/**
* | output |
* | --- |
* | "Posted {ago}" |
*
* @param {Jobs_Posted_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_posted_ago: ((inputs: Jobs_Posted_AgoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Posted_AgoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Posted_AgoInputs = {
    ago: NonNullable<unknown>;
};
