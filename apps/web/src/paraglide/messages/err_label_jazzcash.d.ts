/**
* | output |
* | --- |
* | "JazzCash" |
*
* @param {Err_Label_JazzcashInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_jazzcash: ((inputs?: Err_Label_JazzcashInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_JazzcashInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_JazzcashInputs = {};
