/**
* | output |
* | --- |
* | "First name" |
*
* @param {Err_Label_First_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_first_name: ((inputs?: Err_Label_First_NameInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_First_NameInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_First_NameInputs = {};
