/**
* | output |
* | --- |
* | "recipientId is required" |
*
* @param {Err_Recipientid_Is_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_recipientid_is_required: ((inputs?: Err_Recipientid_Is_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Recipientid_Is_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Recipientid_Is_RequiredInputs = {};
