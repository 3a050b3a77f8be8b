/**
* | output |
* | --- |
* | "Too many job posts" |
*
* @param {Err_Too_Many_Job_PostsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_job_posts: ((inputs?: Err_Too_Many_Job_PostsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_Job_PostsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_Job_PostsInputs = {};
