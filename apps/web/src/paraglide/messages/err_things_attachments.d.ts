/**
* | output |
* | --- |
* | "attachments" |
*
* @param {Err_Things_AttachmentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_attachments: ((inputs?: Err_Things_AttachmentsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Things_AttachmentsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Things_AttachmentsInputs = {};
