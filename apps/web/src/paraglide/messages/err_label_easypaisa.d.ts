/**
* | output |
* | --- |
* | "Easypaisa" |
*
* @param {Err_Label_EasypaisaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_easypaisa: ((inputs?: Err_Label_EasypaisaInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_EasypaisaInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_EasypaisaInputs = {};
