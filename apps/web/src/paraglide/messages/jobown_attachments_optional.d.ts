/**
* | output |
* | --- |
* | "Attachments (Optional)" |
*
* @param {Jobown_Attachments_OptionalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_attachments_optional: ((inputs?: Jobown_Attachments_OptionalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Attachments_OptionalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Attachments_OptionalInputs = {};
