/**
* | output |
* | --- |
* | "Attachment not found on this job" |
*
* @param {Err_Attachment_Not_Found_On_This_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_attachment_not_found_on_this_job: ((inputs?: Err_Attachment_Not_Found_On_This_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Attachment_Not_Found_On_This_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Attachment_Not_Found_On_This_JobInputs = {};
