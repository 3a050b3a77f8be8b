/**
* | output |
* | --- |
* | "Post a Job" |
*
* @param {Profiles_Post_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_post_job: ((inputs?: Profiles_Post_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Post_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Post_JobInputs = {};
