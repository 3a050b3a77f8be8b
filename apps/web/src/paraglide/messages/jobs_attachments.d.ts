/**
* | output |
* | --- |
* | "Attachments" |
*
* @param {Jobs_AttachmentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_attachments: ((inputs?: Jobs_AttachmentsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_AttachmentsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_AttachmentsInputs = {};
