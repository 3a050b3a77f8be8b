/**
* | output |
* | --- |
* | "At most 10 attachments" |
*
* @param {Err_At_Most_10_AttachmentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_at_most_10_attachments: ((inputs?: Err_At_Most_10_AttachmentsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_At_Most_10_AttachmentsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_At_Most_10_AttachmentsInputs = {};
