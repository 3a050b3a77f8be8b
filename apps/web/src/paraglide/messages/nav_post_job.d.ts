/**
* | output |
* | --- |
* | "Post a Job" |
*
* @param {Nav_Post_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_post_job: ((inputs?: Nav_Post_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Post_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Post_JobInputs = {};
