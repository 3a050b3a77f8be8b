/**
* | output |
* | --- |
* | "Too many uploads" |
*
* @param {Err_Too_Many_UploadsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_uploads: ((inputs?: Err_Too_Many_UploadsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_UploadsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_UploadsInputs = {};
