/**
* | output |
* | --- |
* | "Training and Support" |
*
* @param {Info_Training_SupportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_training_support: ((inputs?: Info_Training_SupportInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Training_SupportInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Training_SupportInputs = {};
