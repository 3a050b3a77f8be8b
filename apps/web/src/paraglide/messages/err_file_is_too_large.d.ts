/**
* | output |
* | --- |
* | "File is too large" |
*
* @param {Err_File_Is_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_file_is_too_large: ((inputs?: Err_File_Is_Too_LargeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_File_Is_Too_LargeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_File_Is_Too_LargeInputs = {};
