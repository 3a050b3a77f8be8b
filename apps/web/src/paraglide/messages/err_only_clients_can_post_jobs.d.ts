/**
* | output |
* | --- |
* | "Only clients can post jobs" |
*
* @param {Err_Only_Clients_Can_Post_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_clients_can_post_jobs: ((inputs?: Err_Only_Clients_Can_Post_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Only_Clients_Can_Post_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Only_Clients_Can_Post_JobsInputs = {};
