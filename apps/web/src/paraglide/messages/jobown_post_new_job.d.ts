/**
* | output |
* | --- |
* | "Post a New Job" |
*
* @param {Jobown_Post_New_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_post_new_job: ((inputs?: Jobown_Post_New_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Post_New_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Post_New_JobInputs = {};
