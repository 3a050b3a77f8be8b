/**
* | output |
* | --- |
* | "Too many data exports" |
*
* @param {Err_Too_Many_Data_ExportsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_data_exports: ((inputs?: Err_Too_Many_Data_ExportsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_Data_ExportsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_Data_ExportsInputs = {};
