/**
* | output |
* | --- |
* | "Too many fields" |
*
* @param {Err_Too_Many_FieldsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_fields: ((inputs?: Err_Too_Many_FieldsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_FieldsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_FieldsInputs = {};
