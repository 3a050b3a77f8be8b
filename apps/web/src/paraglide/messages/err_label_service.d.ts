/**
* | output |
* | --- |
* | "Service" |
*
* @param {Err_Label_ServiceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_service: ((inputs?: Err_Label_ServiceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_ServiceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_ServiceInputs = {};
