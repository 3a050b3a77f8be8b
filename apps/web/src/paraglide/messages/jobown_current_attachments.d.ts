/**
* | output |
* | --- |
* | "Current attachments" |
*
* @param {Jobown_Current_AttachmentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_current_attachments: ((inputs?: Jobown_Current_AttachmentsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Current_AttachmentsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Current_AttachmentsInputs = {};
